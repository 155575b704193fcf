import {
  countedSalaryOf,
  exampleSalaryIn,
  guideCurrencyOf,
} from '@core/salary-guide/monthly-salary';
import { positions } from '@core/reference/positions';
import { Link } from 'react-router-dom';
import { placeName } from '@core/reference/place-names';
import { formatWholeMoney } from '../../i18n/format';
import { useOptionLabel } from '../option-labels';
import { useCountryLabel } from '../country-labels';
import { townGuidePath, useSalaryGuide, type GuidePlace } from './salary-guide-api';
import { useSalaryGuideT } from './i18n';
import { FiguresText } from './figures-text';

/**
 * Under the job form's salary field: how the guide will count the salary being typed (worked out
 * here, by the API's own parser), and what jobs of the chosen position pay in the chosen place
 * (asked once per change of position or place).
 */
export function SalaryGuideLine({ salary, ...place }: GuidePlace & { salary: string }) {
  const t = useSalaryGuideT();
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  const currency = guideCurrencyOf(place.country);
  const chosen = Boolean(currency) && positions.includes(place.position);
  const guide = useSalaryGuide(place, chosen);
  if (!currency) return null;
  const counted = salary.trim() ? countedSalaryOf(salary, place.country) : null;
  const money = (amount: number) => formatWholeMoney(amount, currency);
  const areaName = (level: string, name: string) =>
    level === 'country' ? countryLabel(name) : placeName(name);
  return (
    <div className="field__hint" aria-live="polite">
      {salary.trim() ? (
        <p>
          {counted === null
            ? t('counted.not', { example: money(exampleSalaryIn(currency)) })
            : t('counted.as', { amount: money(counted) })}
        </p>
      ) : null}
      {!chosen ? null : guide.isPending ? (
        <p>{t('form.loading')}</p>
      ) : guide.isError ? null : guide.data.figures ? (
        <p>
          <FiguresText
            position={label(place.position)}
            area={areaName(guide.data.figures.area.level, guide.data.figures.area.name)}
            figures={guide.data.figures}
            currency={currency}
          />
        </p>
      ) : (
        <p>{t('form.tooFew', { position: label(place.position) })}</p>
      )}
      {chosen && place.region && place.town ? (
        <p>
          <Link to={townGuidePath(place.country, place.region, place.town)} target="_blank">
            {t('townLink', { town: placeName(place.town) })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

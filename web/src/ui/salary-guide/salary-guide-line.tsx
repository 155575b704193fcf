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
 * (asked once per change of position or place, once both are chosen).
 */
export function SalaryGuideLine({ salary, ...place }: GuidePlace & { salary: string }) {
  const t = useSalaryGuideT();
  const currency = guideCurrencyOf(place.country);
  if (!currency) return null;
  const counted = salary.trim() ? countedSalaryOf(salary, place.country) : null;
  const money = (amount: number) => formatWholeMoney(amount, currency);
  const chosen = positions.includes(place.position);
  return (
    <div className="field__hint" aria-live="polite">
      {salary.trim() ? (
        <p>
          {counted === null
            ? t('counted.not', { example: money(exampleSalaryIn(currency)) })
            : t('counted.as', { amount: money(counted) })}
        </p>
      ) : null}
      {chosen ? <GuideFigures place={place} currency={currency} /> : null}
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

/** The guide's figures for the chosen position and place, or that there are too few jobs. */
function GuideFigures({ place, currency }: { place: GuidePlace; currency: string }) {
  const t = useSalaryGuideT();
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  const guide = useSalaryGuide(place);
  if (guide.isPending) return <p>{t('form.loading')}</p>;
  // The guide is a help: when it cannot be read, the form goes on without it.
  if (guide.isError) return null;
  const { figures } = guide.data;
  if (!figures) return <p>{t('form.tooFew', { position: label(place.position) })}</p>;
  const { level, name } = figures.area;
  return (
    <p>
      <FiguresText
        position={label(place.position)}
        area={level === 'country' ? countryLabel(name) : placeName(name)}
        figures={figures}
        currency={currency}
      />
    </p>
  );
}

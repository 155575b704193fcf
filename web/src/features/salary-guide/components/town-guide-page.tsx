import { useParams } from 'react-router-dom';
import { placeName } from '@core/reference/place-names';
import { errorMessage } from '../../../lib/api-error';
import { formatWholeMoney } from '../../../i18n/format';
import { useCountryLabel } from '../../../ui/country-labels';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useTownGuide } from '../../../ui/salary-guide/salary-guide-api';
import { useSalaryGuideT } from '../../../ui/salary-guide/i18n';

/**
 * /salary_guide/:country/:region/:town — what published jobs pay a month in a town, per
 * position: the median and the middle half, from the town or, below five jobs, its region or
 * country (said so).
 */
export function TownGuidePage({ title }: PageProps) {
  const { country = '', region = '', town = '' } = useParams();
  const guide = useTownGuide(country, region, town);
  const t = useSalaryGuideT();
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  const townName = placeName(town);
  const heading = town ? t('page.title', { town: townName }) : title;
  // "Lusaka, Lusaka" says the town once where it names its region too.
  const place = region === town ? townName : `${townName}, ${placeName(region)}`;
  const intro = t('page.intro', { place });
  if (guide.isPending)
    return (
      <Page title={heading} intro={intro}>
        <LoadingState label={t('page.loading')} />
      </Page>
    );
  if (guide.isError)
    return (
      <Page title={heading} intro={intro}>
        <ErrorState message={errorMessage(guide.error)} onRetry={() => void guide.refetch()} />
      </Page>
    );
  const { currency } = guide.data;
  // Positions with figures first (in the list's order), then those with too few jobs.
  const positions = [...guide.data.positions].sort(
    (a, b) => Number(b.figures !== null) - Number(a.figures !== null),
  );
  const money = (amount: number) => formatWholeMoney(amount, currency);
  const areaName = (level: string, name: string) =>
    level === 'country' ? countryLabel(name) : placeName(name);
  return (
    <Page title={heading} intro={intro}>
      {positions.length === 0 ? (
        <EmptyState>{t('page.empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('page.list')}>
          {positions.map(({ position, figures, town_jobs }) => (
            <li key={position} className="card">
              <h2>{label(position)}</h2>
              {figures ? (
                <dl className="facts">
                  <div>
                    <dt>{t('page.median')}</dt>
                    <dd>{t('page.perMonth', { amount: money(figures.median) })}</dd>
                  </div>
                  <div>
                    <dt>{t('page.range')}</dt>
                    <dd>
                      {t('page.between', {
                        low: money(figures.lower_quartile),
                        high: money(figures.upper_quartile),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('page.counted')}</dt>
                    <dd>
                      {figures.area.level === 'town'
                        ? t('page.jobs', { jobs: figures.jobs })
                        : t('page.from', {
                            jobs: figures.jobs,
                            area: areaName(figures.area.level, figures.area.name),
                            town: townName,
                            here: town_jobs,
                          })}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="field__hint">{t('page.tooFew', { here: town_jobs })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

import { placeName } from '@core/reference/place-names';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { positions } from '@core/reference/positions';
import { errorMessage } from '../../../lib/api-error';
import { formatDay } from '../../../i18n/format';
import { SelectField } from '../../../ui/choice-fields';
import { useCountryLabel, useCountryNames } from '../../../ui/country-labels';
import { usePlaceLabel } from '../../../ui/place-label';
import { LoadMore } from '../../../ui/load-more';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { FilterPanel } from '../../../ui/filter-panel';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useFindJobs, useJobTotals, type JobCard } from '../api/find-jobs';
import { ANY_COUNTRY, ANY_POSITION } from '../api/find-jobs-path';
import { useJobsT } from '../i18n';

const positionOptions = [ANY_POSITION, ...positions];

function JobItem({ job }: { job: JobCard }) {
  const t = useJobsT();
  const label = useOptionLabel();
  const placeLabel = usePlaceLabel();
  return (
    <li className="card">
      <h2>
        <Link to={`/job/${job.post_id}`}>{label(job.position)}</Link>
      </h2>
      <p>{placeLabel(job)}</p>
      <p>
        {job.salary && label(job.salary)} · {job.hours}
        {job.duration ? ` · ${label(job.duration)}` : ''}
      </p>
      <p className="field__hint">{t('find.posted', { date: formatDay(job.posted) })}</p>
    </li>
  );
}

/** Placeholder badges while the totals load: one country, and regions for its ten provinces. */
function SkeletonBadges({ count }: { count: number }) {
  return (
    <ul className="badges" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="badge skeleton skeleton--badge">
          &nbsp;
        </li>
      ))}
    </ul>
  );
}

/**
 * Published jobs per country and region. The card is there from the first paint (placeholder
 * badges until the totals arrive), so the results below it do not move when it fills in; it is
 * left out only when the totals say there are no jobs (or could not be read).
 */
function Totals() {
  const totals = useJobTotals();
  const t = useJobsT();
  const countryLabel = useCountryLabel();
  if (!totals.isPending && !totals.data?.countries.length) return null;
  return (
    <section className="card" aria-labelledby="totals-title" aria-busy={totals.isPending}>
      <h2 id="totals-title">{t('find.openJobs')}</h2>
      {totals.data ? (
        <>
          <ul className="badges" aria-label={t('find.byCountry')}>
            {totals.data.countries.map((entry) => (
              <li key={entry.country} className="badge">
                {countryLabel(entry.country)}: {entry.total}
              </li>
            ))}
          </ul>
          <ul className="badges" aria-label={t('find.byRegion')}>
            {totals.data.regions.map((entry) => (
              <li key={`${entry.country}-${entry.region}`} className="badge">
                {placeName(entry.region)}: {entry.total}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <SkeletonBadges count={1} />
          <SkeletonBadges count={10} />
        </>
      )}
    </section>
  );
}

/** The search: its selects render again only when a choice changes, not when results arrive. */
const JobFilters = memo(function JobFilters({
  position,
  country,
  onChoose,
}: {
  position: string;
  country: string;
  onChoose: (name: 'position' | 'country', value: string) => void;
}) {
  const t = useJobsT();
  const countryNames = useCountryNames();
  const countryOptions = useMemo(() => [ANY_COUNTRY, ...countryNames], [countryNames]);
  const countryLabel = useCountryLabel();
  return (
    <form className="form" role="search" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('find.as')}
        name="position"
        placeholder={false}
        deferOptions
        options={positionOptions}
        value={position}
        onChange={(value) => onChoose('position', value)}
      />
      <SelectField
        label={t('find.in')}
        name="country"
        placeholder={false}
        deferOptions
        options={countryOptions}
        labelOf={countryLabel}
        value={country}
        onChange={(value) => onChoose('country', value)}
      />
    </form>
  );
});

/** /find_job/:id — "Find a job as" (position) "in" (country); only published jobs. */
export function FindJobPage({ title }: PageProps) {
  const [params, setParams] = useSearchParams();
  const position = params.get('position') ?? ANY_POSITION;
  const country = params.get('country') ?? ANY_COUNTRY;
  const results = useFindJobs(position, country);
  const t = useJobsT();
  // The list renders from a deferred copy: when an answer arrives, its cards render in a
  // transition (in slices, yielding to the browser) rather than in one long task.
  const shown = useDeferredValue(results);
  const choose = useCallback(
    (name: string, value: string) => {
      const next = new URLSearchParams(params);
      next.set(name, value);
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const jobs = shown.data?.pages.flatMap((page) => page.jobs) ?? [];
  return (
    <Page title={title} intro={t('find.intro')}>
      <FilterPanel setCount={Number(position !== ANY_POSITION) + Number(country !== ANY_COUNTRY)}>
        <JobFilters position={position} country={country} onChoose={choose} />
        {/* Where the jobs are, to choose by: with the filters, not between them and the list
            (a card that grows with every country and region would push the first job down). */}
        <Totals />
      </FilterPanel>
      {shown.isPending ? (
        <LoadingState label={t('find.loading')} />
      ) : shown.isError ? (
        <ErrorState message={errorMessage(shown.error)} onRetry={() => void shown.refetch()} />
      ) : jobs.length === 0 ? (
        <EmptyState>{t('find.empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('find.list')}>
          {jobs.map((job) => (
            <JobItem key={job.post_id} job={job} />
          ))}
        </ul>
      )}
      <LoadMore pages={shown} label={t('find.more')} />
    </Page>
  );
}

import { useCallback, useDeferredValue, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { Avatar } from '../../../ui/avatar';
import { ContactCaregiver } from '../../../ui/contact-caregiver';
import { usePlaceLabel } from '../../../ui/place-label';
import { LoadMore } from '../../../ui/load-more';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { FilterPanel } from '../../../ui/filter-panel';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { RatingBadge } from '../../../ui/stars';
import { useFindCaregivers, type CaregiverResult } from '../api/find-caregivers';
import { MIN_RATING, USER_TYPE, withKind, withMinRating } from '../api/find-caregivers-path';
import {
  filterDefaults,
  positionsOfKind,
  SearchFilters,
  type FilterChange,
  type FilterName,
} from './search-filters';
import { useSearchT } from '../i18n';

function ResultItem({ caregiver }: { caregiver: CaregiverResult }) {
  const t = useSearchT();
  const label = useOptionLabel();
  const placeLabel = usePlaceLabel();
  const name = caregiver.fullname ?? caregiver.username ?? t('result.unnamed');
  return (
    <li className="card result">
      <Avatar name={name} photo={caregiver.photo} photoSrcset={caregiver.photoSrcset} inList />
      <h2>
        <Link to={`/cv/${caregiver.uid}`}>{name}</Link>
        {caregiver.featured && caregiver.featured > Date.now() ? (
          <span className="badge">{` ${t('result.featured')}`}</span>
        ) : null}
      </h2>
      <p>
        {caregiver.positions?.map(label).join(' · ')}{' '}
        <RatingBadge average={caregiver.Ratings} count={caregiver.ratingCount} />
      </p>
      <p>{placeLabel(caregiver)}</p>
      {caregiver.summary ? <p className="field__hint">{caregiver.summary}</p> : null}
      <ContactCaregiver uid={caregiver.uid} name={name} />
    </li>
  );
}

/** /find_childcarer/:id — live, complete caregivers; featured first; 15 a page. */
export function FindCaregiverPage({ title }: PageProps) {
  const t = useSearchT();
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(filterDefaults) as FilterName[]).map((name) => [
          name,
          params.get(name) ?? filterDefaults[name],
        ]),
      ) as Record<FilterName, string>,
    [params],
  );
  const minRating = params.get(MIN_RATING) ?? '';
  const kind = params.get(USER_TYPE) ?? '';
  const filters = useMemo(
    () => withKind(withMinRating(values, minRating), kind),
    [values, minRating, kind],
  );
  const results = useFindCaregivers(filters);
  // The list renders from a deferred copy: when an answer arrives, its cards render in a
  // transition (in slices, yielding to the browser) rather than in one long task.
  const shown = useDeferredValue(results);
  const change = useCallback(
    (name: FilterChange, value: string) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      // A new country or region makes the finer choice meaningless.
      if (name === 'country') ['region', 'town'].forEach((finer) => next.delete(finer));
      if (name === 'region') next.delete('town');
      // A position of the other kind finds nobody: the choice goes with the kind.
      const position = next.get('position');
      if (name === USER_TYPE && position && !positionsOfKind(value).includes(position))
        next.delete('position');
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  // Filters away from their "any" value, the minimum rating and the kind: the fold's count.
  const setCount =
    (Object.keys(filterDefaults) as FilterName[]).filter(
      (name) => values[name] !== filterDefaults[name],
    ).length +
    Number(Boolean(minRating)) +
    Number(Boolean(kind));
  const caregivers = shown.data?.pages.flatMap((page) => page.caregivers) ?? [];
  return (
    <Page title={title}>
      <FilterPanel setCount={setCount}>
        <SearchFilters values={values} minRating={minRating} kind={kind} onChange={change} />
      </FilterPanel>
      {shown.isPending ? (
        <LoadingState label={t('results.loading')} />
      ) : shown.isError ? (
        <ErrorState message={errorMessage(shown.error)} onRetry={() => void shown.refetch()} />
      ) : caregivers.length === 0 ? (
        <EmptyState>{t('results.empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('results.label')}>
          {caregivers.map((caregiver) => (
            <ResultItem key={caregiver.uid} caregiver={caregiver} />
          ))}
        </ul>
      )}
      <LoadMore pages={shown} label={t('results.more')} />
    </Page>
  );
}

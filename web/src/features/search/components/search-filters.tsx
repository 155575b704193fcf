import { memo, useEffect, useState } from 'react';
import {
  educationLevels,
  fullPartTimeOptions,
  languages,
  liveInOutOptions,
  sexOptions,
} from '@core/reference/options';
import { cookPositions, positions } from '@core/reference/positions';
import { SelectField } from '../../../ui/choice-fields';
import { useCountryLabel, useCountryNames } from '../../../ui/country-labels';
import {
  caregiverKinds,
  filterDefaults,
  MIN_RATING,
  minRatings,
  USER_TYPE,
  type FilterName,
} from '../api/find-caregivers-path';
import { useSearchT, type SearchKey } from '../i18n';

export { filterDefaults, type FilterName };
/** What a filter change names: one of the spec's filters, the minimum rating or the kind. */
export type FilterChange = FilterName | typeof MIN_RATING | typeof USER_TYPE;

/** The positions a search for this kind can ask for ('' is both kinds). */
export const positionsOfKind = (kind: string): readonly string[] =>
  kind === 'cook'
    ? cookPositions
    : kind === 'childcarer'
      ? positions
      : [...positions, ...cookPositions];

const ratingLabel = (option: string) => (option === '5' ? '5' : `${option}+`);

type Places = typeof import('./places');
const loadPlaces = () => import('./places');

/**
 * The regions and towns, once a country is chosen: the region select shows only then, so a first
 * look at the list (any country) does not download them (docs/decisions/speed-and-bundles.md, "What
 * the first pages stopped loading"). Null until loaded, when the region and town selects are left
 * out, as they are for a country without regions.
 */
function usePlaces(country: string): Places | null {
  const [places, setPlaces] = useState<Places | null>(null);
  const needed = country !== filterDefaults.country;
  useEffect(() => {
    if (!needed || places) return;
    let current = true;
    loadPlaces().then(
      (loaded) => current && setPlaces(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, places]);
  return places;
}

function optionsFor(
  name: FilterName,
  values: Record<FilterName, string>,
  countryNames: readonly string[],
  kind: string,
  places: Places | null,
): readonly string[] {
  switch (name) {
    case 'position':
      return positionsOfKind(kind);
    case 'level':
      return educationLevels;
    case 'language':
      return languages;
    case 'country':
      return countryNames;
    case 'region':
      return places?.regionsOf(values.country) ?? [];
    case 'town':
      return places?.townsOf(values.country, values.region) ?? [];
    case 'live_in_out':
      return liveInOutOptions.slice(1);
    case 'full_part_time':
      return fullPartTimeOptions.slice(1);
    case 'sex':
      return sexOptions;
  }
}

/** Each filter's label (translated at render). */
const labels: Record<FilterName, SearchKey> = {
  position: 'filter.position',
  level: 'filter.level',
  language: 'filter.language',
  country: 'filter.country',
  region: 'filter.region',
  town: 'filter.town',
  live_in_out: 'filter.liveInOut',
  full_part_time: 'filter.fullPartTime',
  sex: 'filter.sex',
};

/**
 * The find-a-caregiver filters; region follows the country and town the region. Memoised: the
 * selects render again only when a choice changes, not when results arrive.
 */
export const SearchFilters = memo(function SearchFilters({
  values,
  minRating,
  kind,
  onChange,
}: {
  values: Record<FilterName, string>;
  /** '' for any rating. */
  minRating: string;
  /** 'childcarer', 'cook', or '' for both. */
  kind: string;
  onChange: (name: FilterChange, value: string) => void;
}) {
  const t = useSearchT();
  const countryNames = useCountryNames();
  const countryLabel = useCountryLabel();
  const places = usePlaces(values.country);
  const kindLabel = (option: string) =>
    t(option === 'cook' ? 'filter.cooks' : 'filter.childcarers');
  return (
    <form className="form" role="search" onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={t('filter.kind')}
        name={USER_TYPE}
        placeholder={t('filter.anyKind')}
        options={caregiverKinds}
        labelOf={kindLabel}
        value={kind}
        onChange={(value) => onChange(USER_TYPE, value)}
      />
      {(Object.keys(filterDefaults) as FilterName[]).map((name) => {
        const options = optionsFor(name, values, countryNames, kind, places);
        if ((name === 'region' || name === 'town') && options.length === 0) return null;
        return (
          <SelectField
            key={name}
            label={t(labels[name])}
            name={name}
            placeholder={false}
            deferOptions
            options={[filterDefaults[name], ...options]}
            labelOf={name === 'country' ? countryLabel : undefined}
            value={values[name]}
            onChange={(value) => onChange(name, value)}
          />
        );
      })}
      <SelectField
        label={t('filter.minRating')}
        name={MIN_RATING}
        placeholder={t('filter.anyRating')}
        options={minRatings}
        labelOf={ratingLabel}
        value={minRating}
        onChange={(value) => onChange(MIN_RATING, value)}
      />
    </form>
  );
});

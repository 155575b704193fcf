import { useMemo } from 'react';
import { placeName } from '@core/reference/place-names';
import { useCountryLabel } from './country-labels';

/** Where a person, job or order is: any of town, region and country may be unknown. */
export interface Place {
  town?: string | null;
  region?: string | null;
  currently_in?: string | null;
}

/**
 * "Kitwe, Copperbelt, Zambia": town and region as people write them, the country in the
 * reader's language; undefined where nothing is known.
 */
export function usePlaceLabel(): (place: Place) => string | undefined {
  const countryLabel = useCountryLabel();
  return useMemo(
    () => (place: Place) =>
      [
        place.town && placeName(place.town),
        place.region && placeName(place.region),
        place.currently_in && countryLabel(place.currently_in),
      ]
        .filter(Boolean)
        .join(', ') || undefined,
    [countryLabel],
  );
}

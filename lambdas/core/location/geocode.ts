import type { Geocoding, PlaceFound } from '../ports/geocoding.js';
import { notFound } from '../errors.js';
import { countryByCode } from '../reference/countries.js';
import { locationOfCountry } from './account-location.js';
import { alpha2Of } from '../reference/iso3.js';
import { regionsOf, townsOf } from '../reference/regions.js';
import type { GeocodeResult } from './schemas.js';

export const placeNotFound =
  'We could not find a place near your location. Please choose it from the list.';

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Edit distance, for spellings that differ by a letter or two ("Copperbelt", "Livingstone"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length]!;
}

/** The reference name a geocoder's name stands for, if one is close enough. */
export function closestName(found: string | undefined, names: readonly string[]) {
  if (!found) return undefined;
  const wanted = letters(found);
  return names.find((name) => {
    const candidate = letters(name);
    return candidate === wanted || (wanted.length > 5 && distance(candidate, wanted) <= 2);
  });
}

/**
 * Maps what the geocoder found onto our reference data (spec section 7 reads country, area
 * level 2 and locality): the country always, region and town only as names we list, so the
 * profile form's selects can show them.
 */
export function locationFromPlace(place: PlaceFound): GeocodeResult | undefined {
  const country = countryByCode(alpha2Of(place.country));
  if (!country) return undefined;
  const result: GeocodeResult = locationOfCountry(country);
  const regions = regionsOf(country.countryName);
  const region =
    closestName(place.region, regions) ??
    closestName(place.subRegion, regions) ??
    regions.find((name) => closestName(place.municipality, townsOf(country.countryName, name)));
  if (!region) return result;
  const town = closestName(place.municipality, townsOf(country.countryName, region));
  return { ...result, region, ...(town ? { town } : {}) };
}

/** "Use my location": the country, region and town nearest to the browser's position. */
export async function geocode(port: Geocoding, latitude: number, longitude: number) {
  const place = await port.reverse(latitude, longitude);
  const location = place && locationFromPlace(place);
  if (!location) throw notFound(placeNotFound);
  return location;
}

import { countryByCode, countryByName, type Country } from '../reference/countries.js';
import { priceCurrencyFor } from '../reference/prices.js';
import { DEFAULT_LOCATION } from '../reference/zambia.js';

/** The Location of spec section 3 that a country decides (region and town are the person's). */
export interface CountryLocation {
  currently_in: string;
  code: string;
  phone_code: string;
  /** The currency prices are shown and charged in: the country's, else USD (spec section 9). */
  currency: string;
}

/** Phone code and currency follow the country; a currency the price table lacks is USD. */
export const locationOfCountry = (country: Country): CountryLocation => ({
  currently_in: country.countryName,
  code: country.countryCode,
  phone_code: country.dialCode,
  currency: priceCurrencyFor(country.currencyCode),
});

/** The same facts from a country's reference name, or nothing for a name we do not know. */
export const locationOfCountryName = (name: unknown): Partial<CountryLocation> => {
  const country = typeof name === 'string' ? countryByName(name) : undefined;
  return country ? locationOfCountry(country) : {};
};

/**
 * A new account's location (spec section 3: filled from the current location): the first
 * country code given that we know (the one the visitor chose when asked, then the one CloudFront
 * located the visit in), else the spec's default, Zambia.
 */
export function newAccountLocation(...codes: (string | undefined)[]): CountryLocation {
  for (const code of codes) {
    const country = countryByCode(code);
    if (country) return locationOfCountry(country);
  }
  return { ...DEFAULT_LOCATION };
}

export const placeFields = ['region', 'town'] as const;
export type PlaceField = (typeof placeFields)[number];

/**
 * The place fields a save of a whole location form leaves out, to be removed: a change of
 * country empties region and town (their lists belong to the old country), and so does a
 * person clearing them. Otherwise a profile moved to Tanzania would stay in "Lusaka, Lusaka".
 */
export const placeLeftOut = (input: { region?: string; town?: string }) =>
  placeFields.filter((field) => !input[field]);

/** An electrodb patch that also removes these place fields, if any (an empty REMOVE is invalid). */
export const removing = <P extends { remove: (fields: PlaceField[]) => P }>(
  patch: P,
  fields: readonly PlaceField[],
): P => (fields.length ? patch.remove([...fields]) : patch);

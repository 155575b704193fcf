/**
 * The world's countries (spec section 3, Country): ISO 3166-1 alpha-2 code, English name, dial
 * code, ISO 4217 currency, continent and capital. The names live in country-name-data.ts, the
 * rest in country-data.ts.
 */
import { COUNTRY_DETAILS } from './country-data.js';
import { countryCodeByName, countryNames, type CountryName } from './country-names.js';

export { normalizeCountryName } from './country-names.js';

export const continentNames = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
} as const;
export type ContinentName = (typeof continentNames)[keyof typeof continentNames];

export interface Country extends CountryName {
  /** International dialling prefix, e.g. '+260' (NANP members carry their area code: '+1268'). */
  dialCode: string;
  /** ISO 4217 code; '' where none applies (Antarctica). */
  currencyCode: string;
  continentName: ContinentName;
  /** '' where there is none (uninhabited territories). */
  capital: string;
}

const details = new Map(
  COUNTRY_DETAILS.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf('|')), line] as const),
);

const withDetails = ({ countryCode, countryName }: CountryName): Country => {
  const line = details.get(countryCode) ?? '';
  const [, dialCode = '', currencyCode = '', cont = '', capital = ''] = line.split('|');
  const continentName = continentNames[cont as keyof typeof continentNames];
  if (continentName === undefined) throw new Error(`country-data: bad row for ${countryCode}`);
  return { countryCode, countryName, dialCode, currencyCode, continentName, capital };
};

export const countries: readonly Country[] = Object.freeze(
  countryNames.map((name) => Object.freeze(withDetails(name))),
);

const byCode = new Map(countries.map((c) => [c.countryCode, c]));

/** The country with this ISO alpha-2 code (any case), or undefined. */
export const countryByCode = (code: string | null | undefined): Country | undefined =>
  code ? byCode.get(code.trim().toUpperCase()) : undefined;

/** The country with this name or a common alias ("DR Congo", "Ivory Coast"), or undefined. */
export const countryByName = (name: string | null | undefined): Country | undefined =>
  countryByCode(countryCodeByName(name));

export const africanCountries: readonly Country[] = countries.filter(
  (c) => c.continentName === 'Africa',
);

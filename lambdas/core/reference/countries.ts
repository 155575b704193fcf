/**
 * The world's countries (spec section 3, Country): ISO 3166-1 alpha-2 code, English name, dial
 * code, ISO 4217 currency, continent and capital. The rows live in country-data.ts.
 */
import { COUNTRY_DATA } from './country-data.js';

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

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'ZM'. */
  countryCode: string;
  countryName: string;
  /** International dialling prefix, e.g. '+260' (NANP members carry their area code: '+1268'). */
  dialCode: string;
  /** ISO 4217 code; '' where none applies (Antarctica). */
  currencyCode: string;
  continentName: ContinentName;
  /** '' where there is none (uninhabited territories). */
  capital: string;
}

const parseRow = (line: string): Country => {
  const [
    countryCode = '',
    countryName = '',
    dialCode = '',
    currencyCode = '',
    cont = '',
    capital = '',
  ] = line.split('|');
  const continentName = continentNames[cont as keyof typeof continentNames];
  if (!/^[A-Z]{2}$/.test(countryCode) || !countryName || continentName === undefined) {
    throw new Error(`country-data: bad row "${line}"`);
  }
  return { countryCode, countryName, dialCode, currencyCode, continentName, capital };
};

export const countries: readonly Country[] = Object.freeze(
  COUNTRY_DATA.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => Object.freeze(parseRow(line))),
);

/** Other names people and geocoders use, mapped to the alpha-2 code. */
const aliases: Readonly<Record<string, string>> = {
  'DR Congo': 'CD',
  DRC: 'CD',
  'Congo-Kinshasa': 'CD',
  'Congo (Kinshasa)': 'CD',
  'Congo, The Democratic Republic of the': 'CD',
  Congo: 'CG',
  'Congo-Brazzaville': 'CG',
  'Congo (Brazzaville)': 'CG',
  'Ivory Coast': 'CI',
  'Cape Verde': 'CV',
  Swaziland: 'SZ',
  'United Republic of Tanzania': 'TZ',
  'Tanzania, United Republic of': 'TZ',
  'United States of America': 'US',
  USA: 'US',
  UK: 'GB',
  'Great Britain': 'GB',
  'Czech Republic': 'CZ',
  Türkiye: 'TR',
  Burma: 'MM',
  'East Timor': 'TL',
  'Holy See': 'VA',
  'Russian Federation': 'RU',
  'Viet Nam': 'VN',
  'Republic of Korea': 'KR',
  'Palestine, State of': 'PS',
};

/** Case, accent and punctuation-insensitive key; a leading "the" is ignored ("The Gambia"). */
export const normalizeCountryName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');

const byCode = new Map(countries.map((c) => [c.countryCode, c]));
const byName = new Map(countries.map((c) => [normalizeCountryName(c.countryName), c]));
for (const [alias, code] of Object.entries(aliases)) {
  const country = byCode.get(code);
  if (country) byName.set(normalizeCountryName(alias), country);
}

/** The country with this ISO alpha-2 code (any case), or undefined. */
export const countryByCode = (code: string | null | undefined): Country | undefined =>
  code ? byCode.get(code.trim().toUpperCase()) : undefined;

/** The country with this name or a common alias ("DR Congo", "Ivory Coast"), or undefined. */
export const countryByName = (name: string | null | undefined): Country | undefined =>
  name ? byName.get(normalizeCountryName(name)) : undefined;

export const africanCountries: readonly Country[] = countries.filter(
  (c) => c.continentName === 'Africa',
);

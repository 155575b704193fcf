import { COUNTRY_NAMES } from './country-name-data.js';

/** A country's ISO 3166-1 alpha-2 code and English name (countries.ts adds its details). */
export interface CountryName {
  /** ISO 3166-1 alpha-2, e.g. 'ZM'. */
  countryCode: string;
  countryName: string;
}

/** Every country, in the order of country-name-data.ts (by code). */
export const countryNames: readonly CountryName[] = Object.freeze(
  COUNTRY_NAMES.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [countryCode = '', countryName = ''] = line.split('|');
      if (!/^[A-Z]{2}$/.test(countryCode) || !countryName)
        throw new Error(`country-name-data: bad row "${line}"`);
      return Object.freeze({ countryCode, countryName });
    }),
);

const nameByCode = new Map(countryNames.map((c) => [c.countryCode, c.countryName]));

/** The English name of the country with this alpha-2 code (any case), or undefined. */
export const countryNameOf = (code: string | null | undefined): string | undefined =>
  code ? nameByCode.get(code.trim().toUpperCase()) : undefined;

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

const codeByName = new Map(
  countryNames.map((c) => [normalizeCountryName(c.countryName), c.countryCode]),
);
for (const [alias, code] of Object.entries(aliases))
  if (nameByCode.has(code)) codeByName.set(normalizeCountryName(alias), code);

/** The code of the country with this name or a common alias ("DR Congo"), or undefined. */
export const countryCodeByName = (name: string | null | undefined): string | undefined =>
  name ? codeByName.get(normalizeCountryName(name)) : undefined;

import { words, type Words } from '../errors.js';
import { countries, countryByCode } from '../reference/countries.js';

/** The country of an E.164 number: the one whose dial code is its longest matching prefix. */
export function countryOfNumber(number: string): string | undefined {
  let best: { code: string; length: number } | undefined;
  for (const country of countries) {
    const dial = country.dialCode.replace(/\D/g, '');
    if (dial && number.startsWith(`+${dial}`) && dial.length > (best?.length ?? 0))
      best = { code: country.countryCode, length: dial.length };
  }
  return best?.code;
}

/** E.164 allows 15 digits at most, dial code included. */
const E164_MAX_DIGITS = 15;
/** The shortest national numbers in use (some small territories) have 5 digits. */
const NATIONAL_MIN_DIGITS = 5;

export type PhoneNumber = { country: string; national: string; number: string };
/** Why a number was refused, as the API says it (each a key of its catalogue). */
export type PhoneNumberError =
  | 'Choose a country from the list.'
  | 'Use only digits in the phone number.'
  | 'This phone number has too few or too many digits.'
  | Words;

/**
 * A phone number as E.164 from a country of the reference data (its dial code) and the number
 * as people write it at home: spaces, dashes, dots and brackets are dropped, the trunk prefix
 * 0 too (0971 234 567 in Zambia is +260 971 234 567), and a number typed with its own dial
 * code (+260 97..., 00260 97...) is accepted when it is that country's. Answers an error
 * message instead when it cannot be a number of that country.
 */
export function toE164(country: string, typed: string): PhoneNumber | { error: PhoneNumberError } {
  const found = countryByCode(country);
  const dial = found?.dialCode.replace(/\D/g, '');
  if (!found || !dial) return { error: 'Choose a country from the list.' };
  const compact = typed.trim().replace(/[\s().\-\u00a0]/g, '');
  let digits = compact.replace(/^\+/, '').replace(/^00/, '');
  if (/^(\+|00)/.test(compact)) {
    if (!digits.startsWith(dial))
      return { error: words('Use a {country} number.', { country: found.countryName }) };
    digits = digits.slice(dial.length);
  }
  if (!/^\d+$/.test(digits)) return { error: 'Use only digits in the phone number.' };
  const national = digits.replace(/^0+/, '');
  if (national.length < NATIONAL_MIN_DIGITS || dial.length + national.length > E164_MAX_DIGITS)
    return { error: 'This phone number has too few or too many digits.' };
  return { country: found.countryCode, national, number: `+${dial}${national}` };
}

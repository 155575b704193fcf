/**
 * A stand-in, until the provider helper's reference/mobile-networks.ts lands on main: the same
 * `mobileMoneyNumber(country, typed, network)` for the one country wages are paid in today
 * (Zambia: MTN, Airtel, Zamtel, nine national digits). Replace the import with that file's.
 */
import { words } from '../errors.js';
import { countryByCode } from '../reference/countries.js';
import { toE164, type PhoneNumberError } from '../sms/phone-number.js';
import type { Words } from '../errors.js';

export interface MobileNetwork {
  code: string;
  label: string;
}

const places: Readonly<Record<string, { nationalDigits: number; networks: MobileNetwork[] }>> = {
  ZM: {
    nationalDigits: 9,
    networks: [
      { code: 'MTN', label: 'MTN Mobile Money' },
      { code: 'Airtel', label: 'Airtel Money' },
      { code: 'Zamtel', label: 'Zamtel Kwacha' },
    ],
  },
};

export const mobileNetworks = (country: string): readonly MobileNetwork[] =>
  places[country.toUpperCase()]?.networks ?? [];

export function mobileMoneyNumber(
  country: string,
  typed: string,
  networkCode: string,
): { number: string; network: MobileNetwork } | { error: PhoneNumberError | Words } {
  const place = places[country.toUpperCase()];
  const chosen = mobileNetworks(country).find(
    (n) => n.code.toLowerCase() === networkCode.toLowerCase(),
  );
  const name = countryByCode(country)?.countryName ?? country;
  if (!place || !chosen)
    return { error: words('This network offers no mobile money in {country}.', { country: name }) };
  const phone = toE164(country.toUpperCase(), typed);
  if ('error' in phone) return phone;
  if (phone.national.length !== place.nationalDigits)
    return { error: 'This phone number has too few or too many digits.' };
  return { number: phone.number, network: chosen };
}

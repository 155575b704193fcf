import { toE164, type PhoneNumberError } from '../sms/phone-number.js';
import { words, type Words } from '../errors.js';
import { countryByCode } from './countries.js';
import { pricedCountryCodes, type LocalCurrency } from './priced-countries.js';

/**
 * The mobile money networks the product offers per country, as the payment provider
 * (Flutterwave v3) names them: `code` goes into a charge's `network`, `transferBank` into a
 * transfer's `account_bank`. Sources (docs/decisions/payments-and-packages.md, "Mobile money:
 * networks, charges and transfers"): the provider's Zambia mobile money page (MTN, Airtel,
 * Zamtel) and its mobile money transfer table (Zambia: MPS). A served country the provider
 * offers no mobile money in has none: mobileNetworks answers [].
 */
export interface MobileNetwork {
  code: string;
  label: string;
  /** The transfer's account_bank for a payout to this network. */
  transferBank: string;
}

export interface MobileMoneyCountry {
  currency: LocalCurrency;
  /** Digits of a national number (after the dial code, no trunk 0). */
  nationalDigits: number;
  /** POST /v3/charges?type=... for a collection. */
  chargeType: string;
  /** GET /v3/transactions/fee?payment_type=... and a verified transaction's payment_type. */
  paymentType: string;
  networks: readonly MobileNetwork[];
}

const network = (code: string, label: string, transferBank = code): MobileNetwork => ({
  code,
  label,
  transferBank,
});

/** Keyed by ISO 3166-1 alpha-2 country code. */
export const mobileMoneyCountries: Readonly<Record<string, MobileMoneyCountry>> = {
  ZM: {
    currency: 'ZMW',
    nationalDigits: 9,
    chargeType: 'mobile_money_zambia',
    paymentType: 'mobilemoneyzambia',
    networks: [
      network('MTN', 'MTN Mobile Money', 'MPS'),
      network('Airtel', 'Airtel Money', 'MPS'),
      network('Zamtel', 'Zamtel Kwacha', 'MPS'),
    ],
  },
  KE: {
    currency: 'KES',
    nationalDigits: 9,
    chargeType: 'mpesa',
    paymentType: 'mpesa',
    networks: [network('MPS', 'M-Pesa')],
  },
  RW: {
    currency: 'RWF',
    nationalDigits: 9,
    chargeType: 'mobile_money_rwanda',
    paymentType: 'mobilemoneyrwanda',
    networks: [network('MTN', 'MTN Mobile Money', 'MPS')],
  },
  UG: {
    currency: 'UGX',
    nationalDigits: 9,
    chargeType: 'mobile_money_uganda',
    paymentType: 'mobilemoneyuganda',
    networks: [network('MTN', 'MTN Mobile Money'), network('AIRTEL', 'Airtel Money')],
  },
  GH: {
    currency: 'GHS',
    nationalDigits: 9,
    chargeType: 'mobile_money_ghana',
    paymentType: 'mobilemoneyghana',
    networks: [
      network('MTN', 'MTN Mobile Money'),
      network('VODAFONE', 'Telecel Cash'),
      network('AIRTELTIGO', 'AirtelTigo Money'),
    ],
  },
  TZ: {
    currency: 'TZS',
    nationalDigits: 9,
    chargeType: 'mobile_money_tanzania',
    paymentType: 'mobilemoneytanzania',
    networks: [
      network('AIRTEL', 'Airtel Money'),
      network('TIGO', 'Tigo Pesa'),
      network('HALOPESA', 'HaloPesa'),
      network('VODACOM', 'M-Pesa (Vodacom)'),
    ],
  },
  CM: {
    currency: 'XAF',
    nationalDigits: 9,
    chargeType: 'mobile_money_franco',
    paymentType: 'mobilemoneyfranco',
    networks: [network('MTN', 'MTN Mobile Money', 'FMM'), network('ORANGE', 'Orange Money', 'FMM')],
  },
  CI: {
    currency: 'XOF',
    nationalDigits: 10,
    chargeType: 'mobile_money_franco',
    paymentType: 'mobilemoneyfranco',
    networks: [
      network('MTN', 'MTN Mobile Money', 'FMM'),
      network('ORANGE', 'Orange Money', 'FMM'),
      network('MOOV', 'Moov Money', 'FMM'),
      network('WAVE', 'Wave', 'WAVE'),
    ],
  },
  MW: {
    currency: 'MWK',
    nationalDigits: 9,
    chargeType: 'mobile_money_malawi',
    paymentType: 'mobilemoneymalawi',
    networks: [network('AIRTEL', 'Airtel Money', 'AIRTELMW')],
  },
};

/** The networks offered in a country; [] where the provider offers no mobile money. */
export const mobileNetworks = (country: string): readonly MobileNetwork[] =>
  mobileMoneyCountries[country.toUpperCase()]?.networks ?? [];

/** The mobile money country of a currency (the priced country that stands for it). */
export function mobileMoneyOfCurrency(
  currency: string,
): (MobileMoneyCountry & { country: string }) | undefined {
  const country = (pricedCountryCodes as Record<string, string | undefined>)[currency];
  const found = country === undefined ? undefined : mobileMoneyCountries[country];
  return found && country ? { ...found, country } : undefined;
}

/** The network of that country with this code (case-insensitive), if offered there. */
export const networkOf = (country: string, code: string): MobileNetwork | undefined =>
  mobileNetworks(country).find((n) => n.code.toLowerCase() === code.toLowerCase());

export type MobileMoneyNumberError = PhoneNumberError | Words;

/**
 * A mobile money number of `country` on `network`, as E.164, from what a person typed (the
 * rules of sms/phone-number.ts toE164, plus the country's national length), or why not.
 */
export function mobileMoneyNumber(
  country: string,
  typed: string,
  networkCode: string,
): { number: string; network: MobileNetwork } | { error: MobileMoneyNumberError } {
  const place = mobileMoneyCountries[country.toUpperCase()];
  const name = countryByCode(country)?.countryName ?? country;
  const chosen = networkOf(country, networkCode);
  if (!place || !chosen)
    return {
      error: words('There is no mobile money on this network in {country}.', { country: name }),
    };
  const phone = toE164(country.toUpperCase(), typed);
  if ('error' in phone) return phone;
  if (phone.national.length !== place.nationalDigits)
    return { error: 'This phone number has too few or too many digits.' };
  return { number: phone.number, network: chosen };
}

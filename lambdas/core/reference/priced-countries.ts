/**
 * The currencies of spec section 9 and the country that stands for each. Apart from prices.ts
 * (which re-exports them) because that module builds zod schemas: a country select in the SPA needs
 * only these lists, and importing them from prices.ts brought zod (25 KB gzip) into the first load
 * of the home page and both lists (docs/decisions/speed-and-bundles.md, "What the first pages
 * stopped loading").
 */
export const BASE_CURRENCY = 'USD';
/** Currencies users may pay in besides USD (spec section 9). */
export const localCurrencies = [
  'ZMW',
  'KES',
  'RWF',
  'UGX',
  'GHS',
  'TZS',
  'XAF',
  'XOF',
  'SLE',
  'CDF',
  'NGN',
  'MZN',
  'MWK',
] as const;
export type LocalCurrency = (typeof localCurrencies)[number];
/**
 * The priced countries: one per local currency, listed first in every country select. The CFA
 * francs serve several countries each; the largest economy of each zone stands for it (Cameroon for
 * XAF, Côte d'Ivoire for XOF: docs/decisions/countries-and-places.md, "Country lists").
 */
export const pricedCountryCodes: Readonly<Record<LocalCurrency, string>> = {
  ZMW: 'ZM',
  KES: 'KE',
  RWF: 'RW',
  UGX: 'UG',
  GHS: 'GH',
  TZS: 'TZ',
  XAF: 'CM',
  XOF: 'CI',
  SLE: 'SL',
  CDF: 'CD',
  NGN: 'NG',
  MZN: 'MZ',
  MWK: 'MW',
};

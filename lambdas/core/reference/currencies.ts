/**
 * ISO 4217 exponents of the currencies the app prices and charges in: how many minor units make
 * one major unit, as a power of ten. Amounts are integers in minor units everywhere in core and
 * across the payment port; the provider speaks major units, so its adapter converts with these.
 * core/reference/prices.ts holds every priced currency to having one.
 */
export const minorUnitDigits = {
  USD: 2,
  ZMW: 2,
  KES: 2,
  RWF: 0,
  UGX: 0,
  GHS: 2,
  TZS: 2,
  XAF: 0,
  XOF: 0,
  SLE: 2,
  CDF: 2,
  NGN: 2,
  MZN: 2,
  MWK: 2,
} as const satisfies Record<string, 0 | 2>;
export type Currency = keyof typeof minorUnitDigits;

export const isCurrency = (value: string): value is Currency =>
  Object.hasOwn(minorUnitDigits, value);

/** Minor units back to a major-unit number (12500 ZMW minor -> 125). */
export const toMajorUnits = (amountMinor: number, currency: Currency): number =>
  amountMinor / 10 ** minorUnitDigits[currency];

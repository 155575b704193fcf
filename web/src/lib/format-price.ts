import { toMajorUnits, type PriceCurrency } from '@core/reference/prices';

/** A minor-unit amount as the browser's locale writes money ('ZMW 250.00', 'K 250.00'). */
export const formatPrice = (amountMinor: number, currency: PriceCurrency) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
    toMajorUnits(amountMinor, currency),
  );

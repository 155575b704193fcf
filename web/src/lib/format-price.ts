import { toMajorUnits, type PriceCurrency } from '@core/reference/prices';
import { formatMoney } from '../i18n/format';

/** A minor-unit amount as the reader's language writes money ('ZMW 250.00', 'K 250.00'). */
export const formatPrice = (amountMinor: number, currency: PriceCurrency) =>
  formatMoney(toMajorUnits(amountMinor, currency), currency);

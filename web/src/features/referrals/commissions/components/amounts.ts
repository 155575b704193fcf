import { minorUnitDigits, type PriceCurrency } from '@core/reference/prices';
import { formatPrice } from '../../../../lib/format-price';

/** A minor-unit amount in the reader's way of writing money ('ZMW 250.00'). */
export const money = (amountMinor: number, currency: string) =>
  formatPrice(amountMinor, currency as PriceCurrency);

/**
 * What a person typed in major units ("250", "250.5", "1 250,50") as minor units of the
 * currency, or undefined when it is not an amount with at most the currency's decimals.
 */
export function typedMinor(typed: string, currency: string): number | undefined {
  const digits = minorUnitDigits[currency as PriceCurrency] ?? 2;
  const text = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

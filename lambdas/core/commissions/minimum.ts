import { db } from '../db/service.js';
import { priceCurrencies, usdToMinor, type PriceCurrency } from '../reference/prices.js';

/**
 * The least an institution may withdraw, until an admin sets commission_minimum/<currency>:
 * USD 10 in each currency at the price table's rates (reference/prices.ts, rounded to the
 * currency's price step), so withdrawals work from the first day and a transfer's fee stays a
 * small part of what is paid (docs/decisions/commissions.md).
 */
export const DEFAULT_MINIMUM_USD = 10;
export const defaultMinimum = (currency: PriceCurrency) =>
  usdToMinor(DEFAULT_MINIMUM_USD, currency);

export interface Minimum {
  currency: PriceCurrency;
  minimumMinor: number;
  /** An admin set it (else it is the default). */
  set: boolean;
  updatedAt?: number;
}

const group = 'commission_minimum' as const;

export const commissionMinimums = {
  // every priced currency's minimum, set or default (one Query of the group)
  async all(): Promise<Minimum[]> {
    const { data } = await db().entities.setting.query.byName({ group }).go({ pages: 'all' });
    const byCurrency = new Map(data.map((setting) => [setting.name, setting]));
    return priceCurrencies.map((currency) => {
      const setting = byCurrency.get(currency);
      return setting
        ? { currency, minimumMinor: setting.val, set: true, updatedAt: setting.updatedAt }
        : { currency, minimumMinor: defaultMinimum(currency), set: false };
    });
  },

  // one currency's minimum
  async of(currency: PriceCurrency): Promise<number> {
    const { data } = await db().entities.setting.get({ group, name: currency }).go();
    return data?.val ?? defaultMinimum(currency);
  },

  // an admin replaces a currency's minimum; requests already made stay as they are
  async set(currency: PriceCurrency, minimumMinor: number, by: string, now: number) {
    await db()
      .entities.setting.put({
        group,
        name: currency,
        val: minimumMinor,
        updatedAt: now,
        updatedBy: by,
      })
      .go();
    return { currency, minimumMinor, set: true, updatedAt: now } satisfies Minimum;
  },
};

import { describe, expect, it } from 'vitest';
import {
  featuredPeriods,
  featuredPrices,
  priceCurrencies,
  type FeaturedPeriod,
} from '../../lambdas/core/reference/prices.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buy, buyAndPay } from '../support/checkout.js';
import { caregiverBasics, saveSection } from '../support/profiles.js';

/**
 * Featured placement cannot be had for less by splitting it: five one-week placements gave
 * 35 days for ZMW 375 against ZMW 500 for a month. The week is a trial (one at a time, again
 * 30 days after the last was ordered); the longer periods are priced so that no number of a
 * shorter one covers a longer one for less.
 */
const DAY = 86_400_000;
const daysOf = (period: FeaturedPeriod) => (period.days ?? 0) + (period.months ?? 0) * 30;

async function zambianCaregiver() {
  const nanny = await registerVerified('childcarer');
  await saveSection(nanny.idToken, 'basic-information', caregiverBasics);
  return nanny;
}

const add = (token: string, package_id: string, qty = 1) =>
  api('POST', '/api/cart/items', { token, body: { package_id, qty } });
const cartOf = async (token: string) => (await api('GET', '/api/cart', { token })).body;

describe('buying featured placement in pieces', () => {
  it('refuses five one-week placements in one cart, and keeps the cart as it was', async () => {
    const nanny = await zambianCaregiver();
    const packages = await api('GET', '/api/packages', { token: nanny.idToken });
    const price = (id: string) =>
      (packages.body.packages as { id: string; amountMinor: number }[]).find((p) => p.id === id)!
        .amountMinor;
    expect([packages.body.currency, price('featured-1w'), price('featured-1m')]).toEqual([
      'ZMW',
      7_500,
      50_000,
    ]);
    for (const qty of [5, 2]) {
      const refused = await add(nanny.idToken, 'featured-1w', qty);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.message).toMatch(/trial: one at a time.*1 month or more/);
    }
    expect((await add(nanny.idToken, 'featured-1w')).status).toBe(200);
    const twice = await api('PUT', '/api/cart/items/featured-1w', {
      token: nanny.idToken,
      body: { qty: 2 },
    });
    expect(twice.status).toBe(400);
    expect((await add(nanny.idToken, 'featured-1w')).status).toBe(400);
    expect((await cartOf(nanny.idToken)).items).toEqual([
      expect.objectContaining({ package_id: 'featured-1w', qty: 1, totalMinor: 7_500 }),
    ]);
  });

  it('sells the next week 30 days after the last, whether it was paid or is being paid', async () => {
    const nanny = await zambianCaregiver();
    const before = Date.now();
    expect((await buyAndPay(nanny, 'featured-1w')).status).toBe('COMPLETED');
    const again = await add(nanny.idToken, 'featured-1w');
    expect(again.status, JSON.stringify(again.body)).toBe(400);
    const next = new Date(before + 30 * DAY).toISOString().slice(0, 10);
    expect(again.body.message).toContain(next);
    // A month is still for sale, and extends the running week.
    expect((await buy(nanny, 'featured-1m')).order.amountMinor).toBe(50_000);

    // An unpaid week ordered holds the trial too: no second week behind it.
    const other = await zambianCaregiver();
    await buy(other, 'featured-1w');
    expect((await add(other.idToken, 'featured-1w')).status).toBe(400);
  });

  it('prices no period so that shorter ones cover it for less (the trial week aside)', () => {
    for (const currency of priceCurrencies) {
      for (const long of featuredPeriods) {
        for (const short of featuredPeriods.filter((p) => daysOf(p) < daysOf(long))) {
          if (short.id === '1w') continue;
          const pieces = Math.ceil(daysOf(long) / daysOf(short));
          const split = pieces * featuredPrices[currency][short.id];
          expect(
            split,
            `${currency}: ${pieces} × ${short.id} against ${long.id}`,
          ).toBeGreaterThanOrEqual(featuredPrices[currency][long.id]);
        }
      }
    }
  });
});

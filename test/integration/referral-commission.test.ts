import { describe, expect, it } from 'vitest';
import { accredit } from '../../lambdas/core/referrals/affiliates.js';
import { identity } from '../../lambdas/ports/identity.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buy, buyAndPay, verify, type Who } from '../support/checkout.js';
import { payOnHostedPage } from '../support/sandbox.js';

/** Referral earnings (spec sections 1 and 9): 5 or 10 percent of a first purchase, once. */
interface Ledger {
  /** What the reader earns of a first purchase, as the referrals page tells them. */
  percent: number;
  earnings: { currency: string; earnedMinor: number }[];
  referrals: {
    user_id: string;
    status: boolean;
    commission?: {
      amountMinor: number;
      currency: string;
      percent: number;
      status: string;
      earnedAt: number;
      payableAt: number;
    };
  }[];
}

const ledger = async (referrer: Who) => {
  const res = await api<Ledger>('GET', '/api/referrals', { token: referrer.idToken });
  expect(res.status).toBe(200);
  return res.body;
};

const DAY = 86_400_000;

describe('referral commission', () => {
  it('a referred member’s first purchase earns 5 percent, pending; later ones earn nothing', async () => {
    const referrer = await registerVerified('parent');
    const member = await registerVerified('parent', undefined, referrer.uid);
    const before = await ledger(referrer);
    expect(before.referrals).toEqual([
      expect.objectContaining({ user_id: member.uid, status: false }),
    ]);
    expect(before.referrals[0]!.commission).toBeUndefined();
    expect(before.percent).toBe(5);
    expect(before.earnings).toEqual([]);

    const first = await buyAndPay(member, 'parent-1m');
    expect(first.status).toBe('COMPLETED');
    const after = await ledger(referrer);
    const line = after.referrals[0]!;
    expect(line.status).toBe(true);
    expect(line.commission).toMatchObject({
      amountMinor: Math.floor(first.amountMinor * 0.05),
      currency: first.currency,
      percent: 5,
      status: 'pending',
    });
    expect(line.commission!.payableAt - line.commission!.earnedAt).toBe(14 * DAY);
    expect(after.earnings).toEqual([
      { currency: first.currency, earnedMinor: Math.floor(first.amountMinor * 0.05) },
    ]);

    // A second purchase (a bigger one) changes nothing in the referrer's ledger.
    expect((await buyAndPay(member, 'parent-12m')).status).toBe('COMPLETED');
    expect(await ledger(referrer)).toEqual(after);
  });

  it('an accredited affiliate earns 10 percent', async () => {
    const referrer = await registerVerified('institution');
    // Before and after accreditation, the page tells the institution the rate that applies.
    expect((await ledger(referrer)).percent).toBe(5);
    await accredit(identity, referrer.uid, Date.now());
    expect((await ledger(referrer)).percent).toBe(10);
    const member = await registerVerified('childcarer', undefined, referrer.uid);
    const paid = await buyAndPay(member, 'caregiver-3m');
    const { referrals, earnings } = await ledger(referrer);
    expect(referrals[0]!.commission).toMatchObject({
      amountMinor: Math.floor(paid.amountMinor / 10),
      percent: 10,
    });
    expect(earnings).toEqual([
      { currency: paid.currency, earnedMinor: Math.floor(paid.amountMinor / 10) },
    ]);
  });

  it('two first purchases completing at once earn one commission', async () => {
    const referrer = await registerVerified('parent');
    const member = await registerVerified('parent', undefined, referrer.uid);
    const one = await buy(member, 'parent-1m');
    const two = await buy(member, 'parent-3m');
    const backs = await Promise.all([
      payOnHostedPage(one.link, 'approve'),
      payOnHostedPage(two.link, 'approve'),
    ]);
    const done = await Promise.all(backs.map((back) => verify(member, back)));
    expect(done.map((res) => res.body.order.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const { referrals, earnings } = await ledger(referrer);
    const earned = referrals[0]!.commission!.amountMinor;
    expect([one, two].map((o) => Math.floor(o.order.amountMinor * 0.05))).toContain(earned);
    expect(earnings).toEqual([{ currency: one.order.currency, earnedMinor: earned }]);
  });

  it('a purchase by someone nobody referred credits no one', async () => {
    const loner = await registerVerified('parent');
    expect((await buyAndPay(loner, 'parent-1m')).status).toBe('COMPLETED');
    expect((await ledger(loner)).earnings).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { transact } from '../../lambdas/core/db/transact.js';
import { REFERRAL_HOLD_DAYS } from '../../lambdas/core/reference/prices.js';
import { referralCredit } from '../../lambdas/core/referrals/commission.js';
import { registerVerified } from './accounts.js';

const DAY = 86_400_000;

/**
 * Commission out of its hold: a member the referrer referred (registered through the API with
 * the referral) whose first purchase completed REFERRAL_HOLD_DAYS + 1 days ago, credited by the
 * settlement's own referralCredit at that time (the hold cannot be waited out in a test). The
 * purchase is sized so the referrer earns `commissionMinor` at its rate (`percent`).
 */
export async function payableCommission(
  referrer: string,
  commissionMinor: number,
  { currency = 'ZMW', percent = 5 }: { currency?: string; percent?: number } = {},
) {
  const member = await registerVerified('parent', undefined, referrer);
  const earnedAt = Date.now() - (REFERRAL_HOLD_DAYS + 1) * DAY;
  const purchase = {
    oid: `seed-${randomUUID()}`,
    uid: member.uid,
    amountMinor: Math.ceil((commissionMinor * 100) / percent),
    currency,
  };
  const codes = await transact(await referralCredit(purchase, referrer, earnedAt));
  if (codes) throw new Error(`commission not credited: ${codes.join(', ')}`);
  return member;
}

import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import { failedPayouts, retryPayout } from '../payouts/payouts.js';
import type { TransferPort } from '../payouts/payout-types.js';
import { amountText } from './wage-rules.js';
import { phoneHint, wageViewOf } from './wage-view.js';

/**
 * GET /api/admin/payouts?status=failed: payouts given up after their attempts, newest first,
 * each with what it pays: a wage's payslip, or the institution a commission is owed to.
 */
export async function failedPayoutList(cursor: string | undefined) {
  const page = await failedPayouts(cursor);
  const wids = page.payouts.filter((p) => p.kind === 'wage').map((p) => p.subject);
  const owners = [...new Set(page.payouts.map((p) => p.owner))];
  const [wages, people] = await Promise.all([
    wids.length
      ? db()
          .entities.wage.get(wids.map((wid) => ({ wid })))
          .go()
      : { data: [] },
    owners.length
      ? db()
          .entities.user.get(owners.map((uid) => ({ uid })))
          .go({ attributes: ['uid', 'fullname', 'username'] })
      : { data: [] },
  ]);
  const wageOf = new Map(wages.data.map((w) => [w.wid, w]));
  const nameOf = new Map(people.data.map((p) => [p.uid, p.fullname || p.username || p.uid]));
  return {
    payouts: page.payouts.map((payout) => {
      const wage = payout.kind === 'wage' ? wageOf.get(payout.subject) : undefined;
      const amount = amountText(payout.amountMinor, payout.currency);
      return {
        reference: payout.reference,
        kind: payout.kind,
        owner: payout.owner,
        owner_name: wage?.caregiver_name || (nameOf.get(payout.owner) ?? payout.beneficiaryName),
        subject: payout.subject,
        amount_minor: payout.amountMinor,
        currency: payout.currency,
        network: payout.network,
        phone_hint: phoneHint(payout.phone),
        attempts: payout.attempts,
        ...(payout.lastError ? { last_error: payout.lastError } : {}),
        createdAt: payout.createdAt,
        ...(payout.failedAt !== undefined ? { failedAt: payout.failedAt } : {}),
        summary: wage
          ? `Wage ${wage.period} from ${wage.parent_name || 'a family'} to ${wage.caregiver_name || 'a caregiver'}: ${amount}`
          : `Commission withdrawal to ${payout.beneficiaryName}: ${amount}`,
        ...(wage ? { wage: wageViewOf(wage) } : {}),
      };
    }),
    cursor: page.cursor,
  };
}

/** POST /api/admin/payouts/{reference}/retry: sent again under its same reference. */
export async function retryFailedPayout(port: TransferPort, reference: string, now: number) {
  const status = await retryPayout(port, reference, now);
  if (!status) throw notFound('Payout not found');
  return { reference, status };
}

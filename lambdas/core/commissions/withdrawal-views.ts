import type { EntityItem } from 'electrodb';
import { money } from '../agreements/minimums.js';
import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import type { AdminWithdrawalView, WithdrawalView } from './schemas.js';
import type { CommissionWithdrawal } from './withdrawal.entity.js';

export type WithdrawalRecord = EntityItem<typeof CommissionWithdrawal>;

/** A withdrawal's payout reference (the provider's transfer reference): `cpo-<id>`. */
export const payoutReferenceOf = (id: string) => `cpo-${id}`;

/** "ZMW 250.00" (agreements/minimums.ts): the form every message and notice gives amounts in. */
export const amountText = (w: { amountMinor: number; currency: string }) =>
  money(w.amountMinor, w.currency);

export const withdrawalView = (w: WithdrawalRecord): WithdrawalView => ({
  id: w.id,
  currency: w.currency,
  amountMinor: w.amountMinor,
  phone: w.phone,
  network: w.network,
  status: w.status,
  ...(w.reason ? { reason: w.reason } : {}),
  requestedAt: w.requestedAt,
  ...(w.decidedAt ? { decidedAt: w.decidedAt } : {}),
  ...(w.paidAt ? { paidAt: w.paidAt } : {}),
  ...(w.failedAt ? { failedAt: w.failedAt } : {}),
});

export const adminView = (w: WithdrawalRecord): AdminWithdrawalView => ({
  ...withdrawalView(w),
  owner: w.owner,
  name: w.name,
  ...(w.decidedBy ? { decidedBy: w.decidedBy } : {}),
});

export const withdrawalOf = async (id: string) =>
  (await db().entities.commissionWithdrawal.get({ id }).go({ consistent: true })).data;

export async function requireWithdrawal(id: string) {
  const found = await withdrawalOf(id);
  if (!found) throw notFound('No such withdrawal request.');
  return found;
}

import type { EntityItem } from 'electrodb';
import { timeZoneOfCode } from '../agreements/agreement-views.js';
import { db } from '../db/service.js';
import type { WageView } from './schemas.js';
import type { Wage } from './wage.entity.js';

export type WageRecord = EntityItem<typeof Wage>;

export const wageNotFound = 'Wage payment not found';

/** A number with all but its last three digits hidden ("•••••••567"). */
export const phoneHint = (phone: string) =>
  phone.length <= 3 ? phone : `${'•'.repeat(phone.length - 3)}${phone.slice(-3)}`;

/** One wage payment by its id, read strongly (it changes with the provider's webhooks). */
export async function wageOf(wid: string): Promise<WageRecord | undefined> {
  return (await db().entities.wage.get({ wid }).go({ consistent: true })).data ?? undefined;
}

/** The payslip: the record as its people read it (never the payer's number). */
export function wageViewOf(wage: WageRecord): WageView {
  const deductionsMinor = wage.deductions.reduce((sum, d) => sum + d.amount_minor, 0);
  return {
    wid: wage.wid,
    post_id: wage.post_id,
    parent_id: wage.parent_id,
    caregiver_id: wage.caregiver_id,
    // empty once that person deleted their account: the screens say "Family" or "Caregiver"
    parent_name: wage.parent_name ?? '',
    caregiver_name: wage.caregiver_name ?? '',
    country: wage.country,
    time_zone: timeZoneOfCode(wage.country),
    currency: wage.currency,
    period: wage.period,
    gross_minor: wage.gross_minor,
    deductions: wage.deductions.map((d) => ({
      kind: d.kind,
      ...(d.code ? { code: d.code } : {}),
      label: d.label,
      amount_minor: d.amount_minor,
    })),
    deductions_minor: deductionsMinor,
    net_minor: wage.net_minor,
    collection_fee_minor: wage.collection_fee_minor,
    transfer_fee_minor: wage.transfer_fee_minor,
    fee_minor: wage.fee_minor,
    total_minor: wage.total_minor,
    extra: wage.extra,
    status: wage.status,
    payer_network: wage.payer_network,
    payee_network: wage.payee_network,
    payee_phone_hint: phoneHint(wage.payee_phone ?? ''),
    collection: wage.collection_id
      ? { id: wage.collection_id, ...(wage.flw_ref ? { flw_ref: wage.flw_ref } : {}) }
      : null,
    transfer:
      wage.collectedAt !== undefined
        ? {
            ...(wage.transfer_id ? { id: wage.transfer_id } : {}),
            reference: wage.wid,
            attempts: wage.transfer_attempts ?? 0,
          }
        : null,
    createdAt: wage.createdAt,
    ...(wage.collectedAt !== undefined ? { collectedAt: wage.collectedAt } : {}),
    ...(wage.paidAt !== undefined ? { paidAt: wage.paidAt } : {}),
    ...(wage.failedAt !== undefined ? { failedAt: wage.failedAt } : {}),
    ...(wage.refundedAt !== undefined ? { refundedAt: wage.refundedAt } : {}),
    ...(wage.refund_reason ? { refund_reason: wage.refund_reason } : {}),
  };
}

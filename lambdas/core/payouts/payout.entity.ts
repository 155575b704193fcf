import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

export const payoutKinds = ['wage', 'commission'] as const;
export const payoutStatuses = ['due', 'sent', 'paid', 'failed', 'cancelled'] as const;

/**
 * Money owed to someone's mobile money number, and how sending it went. Its reference is the
 * provider's transfer reference, the same on every attempt, so the provider pays it once
 * however often it is asked (docs/decisions/wages-and-payouts.md).
 */
export const Payout = new Entity({
  model: { entity: 'payout', version: '1', service: 'marketplace' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    kind: { type: payoutKinds, required: true, readOnly: true },
    /** Who is paid: the caregiver or the institution. */
    owner: { type: 'string', required: true, readOnly: true },
    /** The record the payout settles: a wage payment's or a commission withdrawal's id. */
    subject: { type: 'string', required: true, readOnly: true },
    amountMinor: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    phone: { type: 'string', required: true, readOnly: true },
    network: { type: 'string', required: true, readOnly: true },
    beneficiaryName: { type: 'string', required: true, readOnly: true },
    narration: { type: 'string', required: true, readOnly: true },
    status: { type: payoutStatuses, required: true },
    /** Attempts since it was made due (an admin's retry starts again at 0). */
    attempts: { type: 'number', required: true },
    transferId: { type: 'string' },
    lastError: { type: 'string' },
    createdAt: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
    paidAt: { type: 'number' },
    failedAt: { type: 'number' },
  },
  indexes: {
    // a payout by its reference
    byReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'PAYOUT#${reference}' },
      sk: { field: 'sk', composite: [], template: 'PAYOUT' },
    },
  },
});

/**
 * A payout's next step is due: send it, or ask the provider how the sent transfer went. Its own
 * item beside the payout, on a due-time index, deleted when the payout is paid or given up.
 */
export const PayoutDue = new Entity({
  model: { entity: 'payoutDue', version: '1', service: 'marketplace' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    due: { type: 'number', required: true },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'PAYOUT#${reference}' },
      sk: { field: 'sk', composite: [], template: 'DUE' },
    },
    // payouts with a step due, soonest first
    byDue: secondaryIndex(
      0,
      { composite: [], template: 'PAYOUTSDUE' },
      { composite: ['due', 'reference'], template: '${due}#${reference}' },
    ),
  },
});

/** A payout given up after its attempts: what admins see, newest first, until retried. */
export const PayoutFailed = new Entity({
  model: { entity: 'payoutFailed', version: '1', service: 'marketplace' },
  attributes: {
    reference: { type: 'string', required: true, readOnly: true },
    kind: { type: payoutKinds, required: true, readOnly: true },
    failedAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byReference: {
      pk: { field: 'pk', composite: ['reference'], template: 'PAYOUT#${reference}' },
      sk: { field: 'sk', composite: [], template: 'FAILED' },
    },
    // failed payouts, newest first (read descending)
    byFailed: secondaryIndex(
      0,
      { composite: [], template: 'PAYOUTSFAILED' },
      { composite: ['failedAt', 'reference'], template: '${failedAt}#${reference}' },
    ),
  },
});

import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

export const withdrawalStatuses = ['requested', 'approved', 'paid', 'refused', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/**
 * An institution's request to withdraw referral commission to its mobile money number
 * (docs/decisions/commissions.md). Its money sits in `commission-withdrawing:<uid>:<CUR>` from
 * the request until it is paid out or refused; its payout's reference is `cpo-<id>`.
 */
export const CommissionWithdrawal = new Entity({
  model: { entity: 'commissionWithdrawal', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    owner: { type: 'string', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    amountMinor: { type: 'number', required: true, readOnly: true },
    /** The mobile money number (E.164) and network it is paid to, as asked. */
    phone: { type: 'string', required: true, readOnly: true },
    network: { type: 'string', required: true, readOnly: true },
    /** The institution's name when it asked: the transfer's beneficiary and the admin's list. */
    name: { type: 'string', required: true, readOnly: true },
    status: { type: withdrawalStatuses, required: true },
    /** An admin's reason for refusing it, as the institution is told. */
    reason: { type: 'string' },
    decidedBy: { type: 'string' },
    requestedAt: { type: 'number', required: true, readOnly: true },
    decidedAt: { type: 'number' },
    paidAt: { type: 'number' },
    failedAt: { type: 'number' },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    // a withdrawal by its id
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'CPO#${id}' },
      sk: { field: 'sk', composite: [], template: 'CPO' },
    },
    // withdrawals in a status, newest first when read descending (the admins' list)
    byStatus: secondaryIndex(
      0,
      { composite: ['status'], template: 'CPOS#${status}' },
      { composite: ['requestedAt', 'id'], template: '${requestedAt}#${id}' },
    ),
    // an institution's withdrawals, newest first when read descending
    byOwner: secondaryIndex(
      1,
      { composite: ['owner'], template: 'USER#${owner}' },
      { composite: ['requestedAt', 'id'], template: 'CPO#${requestedAt}#${id}' },
    ),
  },
});

/**
 * An institution's open withdrawal in one currency (requested, approved or failed): created on
 * the condition that none exists, in the request's transaction, so five requests at once open
 * one; deleted when the withdrawal is paid or refused.
 */
export const CommissionOpen = new Entity({
  model: { entity: 'commissionOpen', version: '1', service: 'marketplace' },
  attributes: {
    owner: { type: 'string', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOwner: {
      pk: { field: 'pk', composite: ['owner'], template: 'USER#${owner}' },
      sk: { field: 'sk', composite: ['currency'], template: 'CPOOPEN#${currency}' },
    },
  },
});

import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';
import { deductionKinds, wageStatuses } from './schemas.js';

/**
 * One wage payment: a parent pays their caregiver a month's wage (or part of it) by mobile money.
 * Its id is the provider's tx_ref and the payout's transfer reference. The payslip's figures and
 * both names are kept as they were when paid (docs/decisions/wages-and-payouts.md, "States"),
 * until their person deletes the account ("Account deletion").
 */
export const Wage = new Entity({
  model: { entity: 'wage', version: '1', service: 'marketplace' },
  attributes: {
    wid: { type: 'string', required: true, readOnly: true },
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    parent_id: { type: 'string', required: true, readOnly: true },
    /**
     * The names and numbers are kept as paid, and removed when their person deletes the account
     * (wage-records.ts): the payslip stays the other side's, without the deleted person.
     */
    parent_name: { type: 'string' },
    caregiver_name: { type: 'string' },
    country: { type: 'string', required: true, readOnly: true },
    currency: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM, the month paid; its year keys the payslip lists. */
    period: { type: 'string', required: true, readOnly: true },
    year: { type: 'string', required: true, readOnly: true },
    gross_minor: { type: 'number', required: true, readOnly: true },
    deductions: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          kind: { type: deductionKinds, required: true },
          code: { type: 'string' },
          label: { type: 'string', required: true },
          amount_minor: { type: 'number', required: true },
        },
      },
    },
    net_minor: { type: 'number', required: true, readOnly: true },
    collection_fee_minor: { type: 'number', required: true, readOnly: true },
    transfer_fee_minor: { type: 'number', required: true, readOnly: true },
    fee_minor: { type: 'number', required: true, readOnly: true },
    total_minor: { type: 'number', required: true, readOnly: true },
    extra: { type: 'boolean', required: true, readOnly: true },
    payer_phone: { type: 'string' },
    payer_network: { type: 'string', required: true, readOnly: true },
    payee_phone: { type: 'string' },
    payee_network: { type: 'string', required: true, readOnly: true },
    status: { type: wageStatuses, required: true },
    collection_id: { type: 'string' },
    flw_ref: { type: 'string' },
    transfer_id: { type: 'string' },
    transfer_attempts: { type: 'number' },
    createdAt: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
    collectedAt: { type: 'number' },
    paidAt: { type: 'number' },
    failedAt: { type: 'number' },
    refundedAt: { type: 'number' },
    refund_reason: { type: 'string' },
    refund_id: { type: 'string' },
    /** An admin's refund is under way (claimed before the provider is asked, so it runs once). */
    refund_claimed_at: { type: 'number' },
  },
  indexes: {
    // a wage payment by its id
    byId: {
      pk: { field: 'pk', composite: ['wid'], template: 'WAGE#${wid}' },
      sk: { field: 'sk', composite: [], template: 'WAGE' },
    },
    // a parent's payslips of a year, newest first (read descending)
    byParent: secondaryIndex(
      0,
      { composite: ['parent_id', 'year'], template: 'WAGESPAID#${parent_id}#${year}' },
      { composite: ['period', 'createdAt'], template: 'WAGE#${period}#${createdAt}' },
    ),
    // a caregiver's payslips of a year, newest first (read descending)
    byCaregiver: secondaryIndex(
      1,
      { composite: ['caregiver_id', 'year'], template: 'WAGESGOT#${caregiver_id}#${year}' },
      { composite: ['period', 'createdAt'], template: 'WAGE#${period}#${createdAt}' },
    ),
    // a hire's wage payments, by month paid
    byHire: secondaryIndex(
      2,
      {
        composite: ['post_id', 'caregiver_id'],
        template: 'WAGESHIRE#${post_id}#${caregiver_id}',
      },
      { composite: ['period', 'createdAt'], template: 'WAGE#${period}#${createdAt}' },
    ),
  },
});

/** Where a caregiver's wages (or an institution's commissions) are paid: one number a person. */
export const PayoutNumber = new Entity({
  model: { entity: 'payoutNumber', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** E.164. */
    phone: { type: 'string', required: true },
    /** The network's code (reference/mobile-networks.ts). */
    network: { type: 'string', required: true },
    country: { type: 'string', required: true },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    // a person's payout number
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'PAYOUTNUMBER' },
    },
  },
});

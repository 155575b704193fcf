import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * The parent's reminder of a hire's next pay day (docs/decisions/pay-days-and-payslips.md, "Pay-day
 * reminders"): one per hire and month, due at 08:00 on the country's clock on the accepted
 * agreement's pay day. Written with the acceptance; the scheduled job deletes it (conditionally)
 * in the same transaction as the notice it sends and the next month's reminder it writes, so each
 * goes out once.
 */
export const PayDayReminder = new Entity({
  model: { entity: 'payDayReminder', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    parent_id: { type: 'string', required: true, readOnly: true },
    /** The month whose wage it reminds of (YYYY-MM). */
    period: { type: 'string', required: true, readOnly: true },
    due: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // a hire's pay-day reminder, beside its trial days
    byHire: {
      pk: {
        field: 'pk',
        composite: ['post_id', 'caregiver_id'],
        template: 'HIRE#${post_id}#${caregiver_id}',
      },
      sk: { field: 'sk', composite: ['period'], template: 'PAYDAY#${period}' },
    },
    // reminders due, soonest first
    byDue: secondaryIndex(
      0,
      { composite: [], template: 'PAYDAYREMINDERS' },
      {
        composite: ['due', 'post_id', 'caregiver_id', 'period'],
        template: '${due}#${post_id}#${caregiver_id}#${period}',
      },
    ),
  },
});

import type { WageStatus } from '@core/wages/schemas';
import type { WagesKey } from '../i18n';

/** A payslip's status in words (keys of the wages catalogue). */
export const statusKey: Record<WageStatus, WagesKey> = {
  awaiting_payment: 'status.awaiting_payment',
  collected: 'status.collected',
  paid_out: 'status.paid_out',
  payment_failed: 'status.payment_failed',
  payout_failed: 'status.payout_failed',
  refunded: 'status.refunded',
};

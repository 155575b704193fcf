import { paidInPeriod } from '../wages/wage-rules.js';
import { hireWagesOf } from '../wages/wage-store.js';

/**
 * Whether a hire's wage for a month is already paid (the agreed wage, or more, collected or on
 * its way; extras left out), so its pay-day reminder is not sent. The wage records are the wages
 * module's, read through its own functions.
 */
export async function wagePaidFor(
  hire: { post_id: string; caregiver_id: string },
  period: string,
  agreedMinor: number,
  now: number,
) {
  const wages = await hireWagesOf(hire.post_id, hire.caregiver_id);
  return paidInPeriod(wages, period, now) >= agreedMinor;
}

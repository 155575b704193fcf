import { timeZoneOfCode } from '../agreements/agreement-views.js';
import type { AgreementRecord } from '../agreements/agreement-store.js';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { firstReminder } from './pay-days.js';

type Head = Pick<AgreementRecord, 'post_id' | 'caregiver_id' | 'parent_id' | 'country'>;

/** The accepted agreement's pay day (1-31), from its current version's terms. */
export async function payDayOfAgreement(head: Head & { version: number }) {
  const { data } = await db()
    .entities.agreementVersion.get({
      post_id: head.post_id,
      caregiver_id: head.caregiver_id,
      version: head.version,
    })
    .go({ attributes: ['terms'] });
  const payDay = (data?.terms as { pay_day?: unknown } | undefined)?.pay_day;
  return typeof payDay === 'number' ? payDay : undefined;
}

/**
 * The write of a hire's first pay-day reminder, in the transaction that accepts its agreement:
 * the first pay day on or after today on the country's clock, at 08:00 there.
 */
export const firstReminderWrite = (tx: Tx, head: Head, payDay: number, now: number) =>
  tx.payDayReminder
    .put({
      post_id: head.post_id,
      caregiver_id: head.caregiver_id,
      parent_id: head.parent_id,
      ...firstReminder(payDay, timeZoneOfCode(head.country), now),
    })
    .commit();

/**
 * Removes the pay-day reminders of the hires of these agreements (account deletion): no reminder
 * is left to tell of a deleted person, or to a deleted one.
 */
export async function removePayDayReminders(hires: { post_id: string; caregiver_id: string }[]) {
  const entities = db().entities;
  const found = await Promise.all(
    hires.map((hire) =>
      entities.payDayReminder.query
        .byHire({ post_id: hire.post_id, caregiver_id: hire.caregiver_id })
        .go({ pages: 'all' }),
    ),
  );
  const keys = found.flatMap(({ data }) =>
    data.map(({ post_id, caregiver_id, period }) => ({ post_id, caregiver_id, period })),
  );
  if (keys.length) await entities.payDayReminder.delete(keys).go();
}

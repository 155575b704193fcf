import type { EntityItem } from 'electrodb';
import { timeZoneOfCode } from '../agreements/agreement-views.js';
import { money } from '../agreements/minimums.js';
import type { AgreementTerms } from '../agreements/schemas.js';
import { nameOf } from '../conversations/views.js';
import { sendDuePages } from '../db/due-pages.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { nextPeriod } from '../wages/wage-rules.js';
import { reminderOf } from './pay-days.js';
import type { PayDayReminder } from './pay-day-reminder.entity.js';
import { wagePaidFor } from './wage-paid.js';

type ReminderRecord = EntityItem<typeof PayDayReminder>;

/**
 * Sends the pay-day reminders now due, until none is left or `until` (the run's shared budget,
 * lambdas/events/reminders.ts) has passed; one that failed stays for the next run.
 */
export const sendDuePayDayReminders = (
  now: number,
  until: number,
  clock: () => number = Date.now,
) =>
  sendDuePages<ReminderRecord>(
    (page) => db().entities.payDayReminder.query.byDue({}).lte({ due: now }).go(page),
    (reminder) => sendReminder(reminder, now),
    'Pay-day reminder',
    until,
    clock,
  );

const keyOf = (r: ReminderRecord) => ({
  post_id: r.post_id,
  caregiver_id: r.caregiver_id,
  period: r.period,
});

/** What a reminder needs: the accepted agreement, its terms and both people, or undefined. */
async function hireOfReminder(reminder: ReminderRecord) {
  const entities = db().entities;
  const hire = { post_id: reminder.post_id, caregiver_id: reminder.caregiver_id };
  const head = (await entities.agreement.get(hire).go()).data;
  if (!head || head.status !== 'accepted') return undefined;
  const [version, people] = await Promise.all([
    entities.agreementVersion.get({ ...hire, version: head.version }).go(),
    entities.user.get([{ uid: head.parent_id }, { uid: head.caregiver_id }]).go(),
  ]);
  const parent = people.data.find((p) => p.uid === head.parent_id);
  const caregiver = people.data.find((p) => p.uid === head.caregiver_id);
  if (!version.data || !parent || !caregiver) return undefined;
  return { head, terms: version.data.terms as AgreementTerms, parent, caregiver };
}

/**
 * One reminder: the parent's notice (mailed or texted by their settings, like every notice) and
 * next month's reminder, written in one transaction with this one's conditional delete, so it
 * goes out once however many runs see it. A month already paid is not reminded of (its next
 * month is still written); a hire whose agreement or person is gone drops its reminder.
 */
async function sendReminder(reminder: ReminderRecord, now: number): Promise<boolean> {
  const entities = db().entities;
  const found = await hireOfReminder(reminder);
  if (!found) {
    await entities.payDayReminder.delete(keyOf(reminder)).go();
    return false;
  }
  const { head, terms, parent, caregiver } = found;
  const next = {
    post_id: reminder.post_id,
    caregiver_id: reminder.caregiver_id,
    parent_id: reminder.parent_id,
    ...reminderOf(nextPeriod(reminder.period), terms.pay_day, timeZoneOfCode(head.country)),
  };
  const paid = await wagePaidFor(reminder, reminder.period, terms.wage_minor, now);
  const notice = paid
    ? undefined
    : newNotice(
        parent,
        'pay-day',
        {
          post_id: head.post_id,
          position: head.position,
          period: reminder.period,
          // `name`, `wage` and `hire` are the caregiver's: an account's deletion drops them.
          name: nameOf(caregiver),
          wage: money(terms.wage_minor, head.currency),
          hire: `/hires/${head.post_id}/${head.caregiver_id}`,
        },
        now,
        head.caregiver_id,
      );
  const refused = await transact((tx) => [
    tx.payDayReminder
      .delete(keyOf(reminder))
      .where(({ due }, { eq }) => eq(due, reminder.due))
      .commit(),
    tx.payDayReminder.put(next).commit(),
    ...(notice ? noticeWrites(tx, notice) : []),
  ]);
  return !refused && Boolean(notice);
}

import type { EntityItem } from 'electrodb';
import { sendDuePages } from '../db/due-pages.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { localTimeText } from '../reference/time-zone.js';
import { hireNames } from './names.js';
import type { TrialReminder } from './trial-day.entity.js';

type ReminderRecord = EntityItem<typeof TrialReminder>;

/**
 * Sends the trial-day reminders now due (docs/decisions/trial-days.md, "Reminders"): each is
 * an in-app notice to both people, written in one transaction with the reminder's conditional
 * delete, so a reminder goes out once however many runs see it; the table stream's consumer then
 * e-mails and texts each notice by the person's settings, as it does every notice. A reminder
 * whose trial day moved or was cancelled is gone already (those writes delete it). The due ones
 * are read a page at a time, each page once, until none is left or the run's budget is spent;
 * one that failed stays for the next run.
 */
export const sendDueReminders = (
  now: number,
  /** When the run's budget, shared with pay-day reminders, is spent (lambdas/events/reminders.ts). */
  until: number,
  clock: () => number = Date.now,
) =>
  sendDuePages<ReminderRecord>(
    (page) => db().entities.trialReminder.query.byDue({}).lte({ due: now }).go(page),
    (reminder) => sendReminder(reminder, now),
    'Trial-day reminder',
    until,
    clock,
  );

async function sendReminder(reminder: ReminderRecord, now: number): Promise<boolean> {
  const entities = db().entities;
  const key = {
    post_id: reminder.post_id,
    caregiver_id: reminder.caregiver_id,
    trial_id: reminder.trial_id,
  };
  const trial = (await entities.trialDay.get(key).go()).data;
  const stale =
    !trial ||
    trial.status !== 'accepted' ||
    trial.version !== reminder.version ||
    trial.start === undefined ||
    trial.start <= now;
  if (stale) {
    // Left behind (the day began before a run came): dropped, unsent.
    await entities.trialReminder.delete({ ...key, kind: reminder.kind }).go();
    return false;
  }
  const [{ data: people }, names] = await Promise.all([
    entities.user
      .get([{ uid: trial.parent_id }, { uid: trial.caregiver_id }])
      .go({ attributes: ['uid', 'email'] }),
    hireNames([trial]),
  ]);
  const byUid = new Map(people.map((p) => [p.uid, p]));
  const named = names(trial);
  const data = (otherUid: string) => ({
    post_id: trial.post_id,
    ...(trial.position ? { position: trial.position } : {}),
    name: otherUid === trial.parent_id ? named.parent : named.caregiver,
    time: localTimeText(trial.zone, trial.start!),
    zone: trial.zone,
    // `venue` and `hire`, not `place` and `path`: the typed place is a person's own words and
    // the link names the caregiver, so neither outlives an account's deletion (templates.ts).
    venue: trial.place ?? '',
    hours: trial.hours ?? 1,
    when: reminder.kind,
    hire: `/hires/${trial.post_id}/${trial.caregiver_id}`,
  });
  const notices = [
    [trial.parent_id, trial.caregiver_id],
    [trial.caregiver_id, trial.parent_id],
  ]
    .filter(([uid]) => byUid.has(uid!))
    .map(([uid, otherUid]) =>
      newNotice(byUid.get(uid!)!, 'trial-day-reminder', data(otherUid!), now, otherUid),
    );
  const refused = await transact((tx) => [
    tx.trialReminder
      .delete({ ...key, kind: reminder.kind })
      .where(({ version }, { eq }) => eq(version, reminder.version))
      .commit(),
    ...notices.flatMap((notice) => noticeWrites(tx, notice)),
  ]);
  return !refused;
}

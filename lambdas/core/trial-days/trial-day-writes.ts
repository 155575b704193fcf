import type { Tx } from '../db/tx.js';
import { HOUR, keyOf, type TrialDayRecord } from './trial-day-rules.js';

export const REMIND_DAY_BEFORE = 24 * HOUR;
export const REMIND_SOON = 2 * HOUR;

/** The writes that delete a trial day's reminders (none there is fine). */
const reminderDeletes = (tx: Tx, record: TrialDayRecord) =>
  (['day', 'soon'] as const).map((kind) =>
    tx.trialReminder.delete({ ...keyOf(record), kind }).commit(),
  );

/**
 * The reminders of an accepted time: two hours before (at once when that has passed), and the
 * day before unless it was accepted less than a day ahead.
 */
export function remindersOf(start: number, now: number) {
  const soon = { kind: 'soon' as const, due: Math.max(start - REMIND_SOON, now) };
  return start - now >= REMIND_DAY_BEFORE
    ? [{ kind: 'day' as const, due: start - REMIND_DAY_BEFORE }, soon]
    : [soon];
}

/** The accepted time's fields, which new times remove. */
const acceptedTime = ['start', 'hours', 'place'] as const;

type TrialChange = Parameters<ReturnType<Tx['trialDay']['patch']>['set']>[0];

/**
 * The writes of a change of times or of a cancel: the patch, holding only while the trial day is
 * in the status and version read, and the deletion of its reminders.
 */
export function changeWrites(
  tx: Tx,
  record: TrialDayRecord,
  change: TrialChange,
  dropAccepted = false,
) {
  const patch = tx.trialDay.patch(keyOf(record)).set(change);
  return [
    (dropAccepted ? patch.remove([...acceptedTime]) : patch)
      .where(
        ({ status, version }, { eq }) =>
          `${eq(status, record.status)} AND ${eq(version, record.version)}`,
      )
      .commit(),
    ...reminderDeletes(tx, record),
  ];
}

type OnceField =
  'parent_happened' | 'caregiver_happened' | 'go_on' | 'parent_reported' | 'caregiver_reported';

/** The write of an answer given once about an accepted day: only while it is not given yet. */
export const onceWrite = (
  tx: Tx,
  record: TrialDayRecord,
  field: OnceField,
  value: boolean,
  now: number,
) =>
  tx.trialDay
    .patch(keyOf(record))
    .set({ [field]: value, updated: now })
    .where(
      (attr, { eq, notExists }) => `${eq(attr.status, 'accepted')} AND ${notExists(attr[field])}`,
    )
    .commit();

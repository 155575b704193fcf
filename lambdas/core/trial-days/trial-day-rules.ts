import type { EntityItem } from 'electrodb';
import { db } from '../db/service.js';
import { conflict, notFound } from '../errors.js';
import type { HireSide } from '../hires/hire.js';
import type { TrialDay } from './trial-day.entity.js';
import type { TrialParams } from './schemas.js';

/*
 * Trial days of a hire (docs/decisions/trial-days.md). The state machine of one trial day:
 *
 *   (propose: either side, 1-3 times)  -> proposed, waiting on the other side
 *   proposed --accept one time (the side waited on)--------> accepted (reminders written)
 *   proposed --new times (either side; a counter-proposal)-> proposed, waiting on the other
 *   accepted --move (either side, with a reason)-----------> proposed, waiting on the other
 *                                                            (reminders deleted)
 *   proposed | accepted --cancel (either, with a reason)---> cancelled (reminders deleted)
 *   accepted, from its start: each side says once whether it happened; the parent decides once
 *   whether to go on to an agreement; either side may report it as not having happened, once.
 *
 * Nothing changes once an accepted day has begun except those three answers. Every change is a
 * write conditioned on the version the caller read (and the status and turn it relied on), so
 * two answers at once cannot both pass: the second hears 409.
 *
 * This file holds what every step shares: the record's type, the messages and the guards.
 */

export type TrialDayRecord = EntityItem<typeof TrialDay>;
export type TimeRecord = NonNullable<TrialDayRecord['options']>[number];

export const HOUR = 3_600_000;

export const trialNotFound = 'Trial day not found';
export const changedMeanwhile = 'This trial day has just changed. Reload to see it.';
export const notYourTurn = 'The other person answers this proposal.';
export const trialBegun = 'This trial day has begun: it can no longer be moved or cancelled.';
export const trialCancelled = 'This trial day was cancelled.';
export const notBegunYet = 'You can say this once the trial day has started.';
export const timePassed = 'This time has passed. Choose another.';
export const moveNeedsReason = 'Say why you move the trial day';
export const alreadySaidHappened = 'You have already said whether the trial day happened.';
export const alreadyDecided = 'You have already decided whether to go on.';
export const parentDecides = 'The family decides whether to go on to an agreement.';
export const notAccepted = 'No time has been agreed for this trial day.';

export const entities = () => db().entities;

export const other = (side: HireSide): HireSide => (side === 'parent' ? 'caregiver' : 'parent');

export const keyOf = (record: TrialDayRecord) => ({
  post_id: record.post_id,
  caregiver_id: record.caregiver_id,
  trial_id: record.trial_id,
});

export async function trialOf(params: TrialParams) {
  const { data } = await entities()
    .trialDay.get({ post_id: params.id, caregiver_id: params.uid, trial_id: params.trial })
    .go();
  if (!data) throw notFound(trialNotFound);
  return data;
}

/** Refuses a change of time or a cancel once the day is cancelled or has begun. */
export function stillOpen(record: TrialDayRecord, now: number) {
  if (record.status === 'cancelled') throw conflict(trialCancelled);
  if (record.status === 'accepted' && (record.start ?? 0) <= now) throw conflict(trialBegun);
}

/** An accepted day from its start on: answers may be given about it. */
export function begun(record: TrialDayRecord, now: number) {
  if (record.status === 'cancelled') throw conflict(trialCancelled);
  if (record.status !== 'accepted') throw conflict(notAccepted);
  if ((record.start ?? Infinity) > now) throw conflict(notBegunYet);
}

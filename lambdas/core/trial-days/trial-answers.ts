import type { UserActor } from '../actor.js';
import { transact } from '../db/transact.js';
import { conflict, forbidden, invalid } from '../errors.js';
import { changeNoticeWrites } from './change-notices.js';
import { answer, changeContext } from './hire-context.js';
import type { TrialParams } from './schemas.js';
import { changedMeanwhile, keyOf, notYourTurn, stillOpen, timePassed } from './trial-day-rules.js';
import { changeWrites, remindersOf } from './trial-day-writes.js';

/** Answering a proposal (accepting one time) and cancelling; the other person is told of each. */

/** The side waited on accepts one of the times proposed; its reminders are written with it. */
export async function acceptTrialTime(
  actor: UserActor,
  params: TrialParams,
  input: { option: number; version: number },
  now: number,
) {
  const { hire, record } = await changeContext(actor, params);
  if (record.status !== 'proposed') {
    stillOpen(record, now);
    throw conflict(changedMeanwhile);
  }
  if (record.version !== input.version) throw conflict(changedMeanwhile);
  if (record.waiting_on !== hire.side) throw forbidden(notYourTurn);
  const chosen = record.options?.[input.option];
  if (!chosen) throw invalid('Choose one of the times');
  if (chosen.start <= now) throw invalid(timePassed);
  const change = {
    status: 'accepted' as const,
    start: chosen.start,
    hours: chosen.hours,
    place: chosen.place,
    at: chosen.start,
    version: record.version + 1,
    updated: now,
  };
  const refused = await transact((tx) => [
    tx.trialDay
      .patch(keyOf(record))
      .set(change)
      .where(
        ({ status, version, waiting_on }, { eq }) =>
          `${eq(status, 'proposed')} AND ${eq(version, record.version)} AND ${eq(waiting_on, hire.side)}`,
      )
      .commit(),
    ...remindersOf(chosen.start, now).map((reminder) =>
      tx.trialReminder.put({ ...keyOf(record), ...reminder, version: change.version }).commit(),
    ),
    ...changeNoticeWrites(tx, hire, record, 'accepted', now, { times: [chosen] }),
  ]);
  if (refused) throw conflict(changedMeanwhile);
  return answer(hire, { ...record, ...change }, now);
}

/** Either side cancels a trial day not yet begun, with a reason; reminders go. */
export async function cancelTrialDay(
  actor: UserActor,
  params: TrialParams,
  input: { reason: string; version: number },
  now: number,
) {
  const { hire, record } = await changeContext(actor, params);
  stillOpen(record, now);
  if (record.version !== input.version) throw conflict(changedMeanwhile);
  const change = {
    status: 'cancelled' as const,
    reason: input.reason,
    reason_by: hire.side,
    version: record.version + 1,
    updated: now,
  };
  const accepted =
    record.status === 'accepted' && record.start !== undefined
      ? [{ start: record.start, hours: record.hours ?? 1, place: record.place ?? hire.town }]
      : [];
  const refused = await transact((tx) => [
    ...changeWrites(tx, record, change),
    ...changeNoticeWrites(tx, hire, record, 'cancelled', now, {
      times: accepted,
      reason: input.reason,
    }),
  ]);
  if (refused) throw conflict(changedMeanwhile);
  return answer(hire, { ...record, ...change }, now);
}

import { randomBytes } from 'node:crypto';
import type { UserActor } from '../actor.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, invalid, notFound, words } from '../errors.js';
import { accountGone, authorStillHere } from '../privacy/author-guard.js';
import { clockInZone, instantInZone } from '../reference/time-zone.js';
import { changeNoticeWrites } from './change-notices.js';
import { answer, changeContext, hireContext } from './hire-context.js';
import { TRIAL_DAYS_AHEAD_MAX, type TrialParams, type TrialTimeInput } from './schemas.js';
import {
  HOUR,
  changedMeanwhile,
  moveNeedsReason,
  other,
  stillOpen,
  type TimeRecord,
} from './trial-day-rules.js';
import { trialDayView } from './trial-day-view.js';
import { changeWrites } from './trial-day-writes.js';

/** Proposing times: a new trial day, other times for one, or moving an accepted one. */

/**
 * The times typed (day and start on the country's clock) as instants, each refused when it has
 * passed or is more than 90 days ahead; the place is the family's town unless given.
 */
function timesOf(input: TrialTimeInput[], zone: string, town: string, now: number): TimeRecord[] {
  return input.map((time, index) => {
    const start = instantInZone(zone, time.date, time.start);
    const field = `times.${index}`;
    if (Number.isNaN(start) || clockInZone(zone, start).day !== time.date)
      throw invalid('Choose the day of the trial day', {
        [field]: 'Choose the day of the trial day',
      });
    if (start <= now)
      throw invalid('A trial day is proposed for a time still to come', {
        [field]: 'A trial day is proposed for a time still to come',
      });
    if (start > now + TRIAL_DAYS_AHEAD_MAX * 24 * HOUR)
      throw invalid(
        words('A trial day is proposed at most {days} days ahead', { days: TRIAL_DAYS_AHEAD_MAX }),
      );
    return { start, hours: time.hours, place: time.place || town };
  });
}

const newTrialId = (now: number) => `${now.toString(36)}-${randomBytes(5).toString('hex')}`;

/**
 * Either side proposes a new trial day: one to three times, for the other side to answer, who
 * is told in the same transaction.
 */
export async function proposeTrialDay(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  input: TrialTimeInput[],
  now: number,
) {
  const hire = await hireContext(actor, postId, caregiverId);
  const options = timesOf(input, hire.zone, hire.town, now);
  const record = {
    post_id: postId,
    caregiver_id: caregiverId,
    trial_id: newTrialId(now),
    parent_id: hire.offer.parent_id,
    ...(hire.offer.position ? { position: hire.offer.position } : {}),
    zone: hire.zone,
    status: 'proposed' as const,
    options,
    proposed_by: hire.side,
    waiting_on: other(hire.side),
    at: Math.min(...options.map((time) => time.start)),
    version: 0,
    created: now,
    updated: now,
  };
  const refused = await transact((tx) => [
    tx.trialDay.create(record).commit(),
    ...authorStillHere(tx, actor.uid),
    ...changeNoticeWrites(tx, hire, record, 'proposed', now, { times: options }),
  ]);
  if (refused && failedAt(refused, 0)) throw conflict(changedMeanwhile);
  if (refused) throw notFound(accountGone);
  return { trialDay: trialDayView(record, hire.side, hire.other, now) };
}

/**
 * New times: a counter-proposal from the side waited on, a proposer's changed proposal, or a
 * move of an accepted day (with a reason). The other side answers next, and is told; reminders
 * go.
 */
export async function newTrialTimes(
  actor: UserActor,
  params: TrialParams,
  input: { times: TrialTimeInput[]; version: number; reason?: string },
  now: number,
) {
  const { hire, record } = await changeContext(actor, params);
  stillOpen(record, now);
  if (record.version !== input.version) throw conflict(changedMeanwhile);
  const moved = record.status === 'accepted';
  if (moved && !input.reason) throw invalid(moveNeedsReason, { reason: moveNeedsReason });
  const options = timesOf(input.times, hire.zone, hire.town, now);
  const change = {
    status: 'proposed' as const,
    options,
    proposed_by: hire.side,
    waiting_on: other(hire.side),
    at: Math.min(...options.map((time) => time.start)),
    version: record.version + 1,
    updated: now,
    ...(input.reason ? { reason: input.reason, reason_by: hire.side } : {}),
  };
  const refused = await transact((tx) => [
    ...changeWrites(tx, record, change, true),
    ...changeNoticeWrites(tx, hire, record, moved ? 'moved' : 'times', now, {
      times: options,
      ...(input.reason ? { reason: input.reason } : {}),
    }),
  ]);
  if (refused) throw conflict(changedMeanwhile);
  const { start: _start, hours: _hours, place: _place, ...rest } = record;
  return answer(hire, { ...rest, ...change }, now);
}

import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import type { Tx } from '../db/tx.js';
import { conflict, forbidden, invalid, notFound, words } from '../errors.js';
import { hireOf, otherOf, type HireSide } from '../hires/hire.js';
import { accountGone, authorStillHere } from '../privacy/author-guard.js';
import { clockInZone, instantInZone, localTimeText, timeZoneOf } from '../reference/time-zone.js';
import { alreadyReported, reportThanks } from '../reports/reports.js';
import { limits } from '../community/limits.js';
import { hireNames } from './names.js';
import type { TrialDay } from './trial-day.entity.js';
import {
  TRIAL_DAYS_AHEAD_MAX,
  type TrialDayView,
  type TrialParams,
  type TrialTimeInput,
} from './schemas.js';

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
 */

export type TrialDayRecord = EntityItem<typeof TrialDay>;
type TimeRecord = NonNullable<TrialDayRecord['options']>[number];

const HOUR = 3_600_000;
export const REMIND_DAY_BEFORE = 24 * HOUR;
export const REMIND_SOON = 2 * HOUR;

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

const entities = () => db().entities;

const other = (side: HireSide): HireSide => (side === 'parent' ? 'caregiver' : 'parent');

/** A hire's context: the caller's side, the other person, and the family's zone and town. */
async function hireContext(actor: UserActor, postId: string, caregiverId: string) {
  const { offer, side } = await hireOf(actor, postId, caregiverId);
  const otherUid = otherOf(offer, side);
  const [job, names] = await Promise.all([
    entities()
      .job.get({ post_id: postId })
      .go({ attributes: ['currently_in', 'town', 'region'] }),
    hireNames([offer]),
  ]);
  const zone = timeZoneOf(job.data?.currently_in);
  const town = job.data?.town || job.data?.region || job.data?.currently_in || '';
  return {
    offer,
    side,
    zone,
    town,
    other: { uid: otherUid, name: names(offer)[other(side)] },
  };
}
type HireContext = Awaited<ReturnType<typeof hireContext>>;

const timeView = (zone: string, time: TimeRecord) => ({
  ...time,
  ...clockInZone(zone, time.start),
});

/** A trial day as one of its two people reads it. */
export function trialDayView(
  record: TrialDayRecord,
  side: HireSide,
  otherPerson: { uid: string; name: string },
  now: number,
): TrialDayView {
  const chosen =
    record.status !== 'proposed' &&
    record.start !== undefined &&
    record.hours !== undefined &&
    record.place !== undefined
      ? timeView(record.zone, { start: record.start, hours: record.hours, place: record.place })
      : null;
  return {
    trial_id: record.trial_id,
    post_id: record.post_id,
    caregiver_id: record.caregiver_id,
    position: record.position ?? null,
    zone: record.zone,
    status: record.status,
    side,
    other: otherPerson,
    proposed_by: record.proposed_by,
    waiting_on: record.waiting_on,
    options: (record.options ?? []).map((time) => timeView(record.zone, time)),
    chosen,
    version: record.version,
    reason: record.reason ?? null,
    reason_by: record.reason_by ?? null,
    begun: record.status === 'accepted' && record.start !== undefined && record.start <= now,
    parent_happened: record.parent_happened ?? null,
    caregiver_happened: record.caregiver_happened ?? null,
    go_on: record.go_on ?? null,
    reported: (side === 'parent' ? record.parent_reported : record.caregiver_reported) === true,
    created: record.created,
    updated: record.updated,
  };
}

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

async function trialOf(params: TrialParams) {
  const { data } = await entities()
    .trialDay.get({ post_id: params.id, caregiver_id: params.uid, trial_id: params.trial })
    .go();
  if (!data) throw notFound(trialNotFound);
  return data;
}

const keyOf = (record: TrialDayRecord) => ({
  post_id: record.post_id,
  caregiver_id: record.caregiver_id,
  trial_id: record.trial_id,
});

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

/** A hire's trial days, newest first, with the hire's people, zone and town. */
export async function hireTrialDays(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  now: number,
) {
  const hire = await hireContext(actor, postId, caregiverId);
  const { data } = await entities()
    .trialDay.query.byHire({ post_id: postId, caregiver_id: caregiverId })
    .go({ pages: 'all' });
  return {
    side: hire.side,
    other: hire.other,
    position: hire.offer.position ?? null,
    zone: hire.zone,
    town: hire.town,
    trialDays: data
      .sort((a, b) => b.created - a.created)
      .map((record) => trialDayView(record, hire.side, hire.other, now)),
  };
}

/** Either side proposes a new trial day: one to three times, for the other side to answer. */
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
  ]);
  if (refused && failedAt(refused, 0)) throw conflict(changedMeanwhile);
  if (refused) throw notFound(accountGone);
  return { trialDay: trialDayView(record, hire.side, hire.other, now) };
}

/** Reads what a change needs: the hire (the caller's access) and the trial day. */
async function changeContext(actor: UserActor, params: TrialParams) {
  const hire = await hireContext(actor, params.id, params.uid);
  const record = await trialOf(params);
  return { hire, record };
}

const answer = (hire: HireContext, record: TrialDayRecord, now: number) => ({
  trialDay: trialDayView(record, hire.side, hire.other, now),
});

/** Refuses a change of time or a cancel once the day is cancelled or has begun. */
function stillOpen(record: TrialDayRecord, now: number) {
  if (record.status === 'cancelled') throw conflict(trialCancelled);
  if (record.status === 'accepted' && (record.start ?? 0) <= now) throw conflict(trialBegun);
}

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
  ]);
  if (refused) throw conflict(changedMeanwhile);
  return answer(hire, { ...record, ...change }, now);
}

/** The accepted time's fields, which new times remove. */
const acceptedTime = ['start', 'hours', 'place'] as const;

type TrialChange = Parameters<ReturnType<Tx['trialDay']['patch']>['set']>[0];

/**
 * The writes of a change of times or of a cancel: the patch, holding only while the trial day is
 * in the status and version read, and the deletion of its reminders.
 */
function changeWrites(tx: Tx, record: TrialDayRecord, change: TrialChange, dropAccepted = false) {
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

/**
 * New times: a counter-proposal from the side waited on, a proposer's changed proposal, or a
 * move of an accepted day (with a reason). The other side answers next; reminders go.
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
  if (record.status === 'accepted' && !input.reason)
    throw invalid(moveNeedsReason, { reason: moveNeedsReason });
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
  const refused = await transact((tx) => changeWrites(tx, record, change, true));
  if (refused) throw conflict(changedMeanwhile);
  const { start: _start, hours: _hours, place: _place, ...rest } = record;
  return answer(hire, { ...rest, ...change }, now);
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
  const refused = await transact((tx) => changeWrites(tx, record, change));
  if (refused) throw conflict(changedMeanwhile);
  return answer(hire, { ...record, ...change }, now);
}

/** An accepted day from its start on: answers may be given about it. */
function begun(record: TrialDayRecord, now: number) {
  if (record.status === 'cancelled') throw conflict(trialCancelled);
  if (record.status !== 'accepted') throw conflict(notAccepted);
  if ((record.start ?? Infinity) > now) throw conflict(notBegunYet);
}

type OnceField =
  'parent_happened' | 'caregiver_happened' | 'go_on' | 'parent_reported' | 'caregiver_reported';

/** The write of an answer given once about an accepted day: only while it is not given yet. */
const onceWrite = (tx: Tx, record: TrialDayRecord, field: OnceField, value: boolean, now: number) =>
  tx.trialDay
    .patch(keyOf(record))
    .set({ [field]: value, updated: now })
    .where(
      (attr, { eq, notExists }) => `${eq(attr.status, 'accepted')} AND ${notExists(attr[field])}`,
    )
    .commit();

/** Each side says once, from the day's start, whether it happened. */
export async function confirmHappened(
  actor: UserActor,
  params: TrialParams,
  happened: boolean,
  now: number,
) {
  const { hire, record } = await changeContext(actor, params);
  begun(record, now);
  const field = hire.side === 'parent' ? 'parent_happened' : 'caregiver_happened';
  if (record[field] !== undefined) throw conflict(alreadySaidHappened);
  const refused = await transact((tx) => [onceWrite(tx, record, field, happened, now)]);
  if (refused) throw conflict(alreadySaidHappened);
  return answer(hire, { ...record, [field]: happened, updated: now }, now);
}

/** The parent decides once, from the day's start, whether to go on to an agreement. */
export async function decideGoOn(
  actor: UserActor,
  params: TrialParams,
  goOn: boolean,
  now: number,
) {
  const { hire, record } = await changeContext(actor, params);
  if (hire.side !== 'parent') throw forbidden(parentDecides);
  begun(record, now);
  if (record.go_on !== undefined) throw conflict(alreadyDecided);
  const refused = await transact((tx) => [onceWrite(tx, record, 'go_on', goOn, now)]);
  if (refused) throw conflict(alreadyDecided);
  return answer(hire, { ...record, go_on: goOn, updated: now }, now);
}

/**
 * Either side reports, once, from its start, that a trial day did not happen: a report about the
 * other person in the admins' queue (kind user, the trial day named in its reason), written in
 * the same transaction as the mark on the trial day.
 */
export async function reportTrialDay(
  actor: UserActor,
  params: TrialParams,
  reason: string,
  now: number,
) {
  const { hire, record } = await changeContext(actor, params);
  begun(record, now);
  const field = hire.side === 'parent' ? 'parent_reported' : 'caregiver_reported';
  if (record[field]) throw conflict(alreadyReported);
  const when = localTimeText(record.zone, record.start ?? record.at);
  const said = `Trial day of ${when} (${record.zone}) did not happen (job ${record.post_id}): ${reason}`;
  const refused = await transact((tx) => [
    onceWrite(tx, record, field, true, now),
    tx.report
      .create({
        kind: 'user',
        target: hire.other.uid,
        reporter: actor.uid,
        reason: said.slice(0, limits.reason),
        created: now,
      })
      .commit(),
    ...authorStillHere(tx, actor.uid),
  ]);
  if (refused && (failedAt(refused, 0) || failedAt(refused, 1))) throw conflict(alreadyReported);
  if (refused) throw notFound(accountGone);
  return {
    message: reportThanks,
    ...answer(hire, { ...record, [field]: true, updated: now }, now),
  };
}

/** The longest a trial day lasts: one that started this long ago may still be under way. */
const LONGEST = 12 * HOUR;

/**
 * The caller's trial days across all their hires: upcoming (not over yet, soonest first) and
 * past (newest first, the latest 20), from their index (parent or caregiver) by start.
 */
export async function myTrialDays(actor: UserActor, now: number) {
  const isParent = actor.groups.includes('parent');
  const index = () =>
    isParent
      ? entities().trialDay.query.byParent({ parent_id: actor.uid })
      : entities().trialDay.query.byCaregiver({ caregiver_id: actor.uid });
  const [soon, before] = await Promise.all([
    index()
      .gte({ at: now - LONGEST })
      .go({ pages: 'all' }),
    index()
      .lt({ at: now - LONGEST })
      .go({ order: 'desc', limit: 20 }),
  ]);
  const side: HireSide = isParent ? 'parent' : 'caregiver';
  const all = [...soon.data, ...before.data];
  const names = await hireNames(all);
  const view = (record: TrialDayRecord) => {
    const uid = isParent ? record.caregiver_id : record.parent_id;
    return trialDayView(record, side, { uid, name: names(record)[other(side)] }, now);
  };
  const over = (record: TrialDayRecord) =>
    record.status === 'cancelled' || record.at + (record.hours ?? 0) * HOUR <= now;
  return {
    upcoming: soon.data.filter((r) => !over(r)).map(view),
    past: [...soon.data.filter(over).sort((a, b) => b.at - a.at), ...before.data].map(view),
  };
}

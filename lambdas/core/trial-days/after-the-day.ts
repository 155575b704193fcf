import type { UserActor } from '../actor.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { accountGone, authorStillHere } from '../privacy/author-guard.js';
import { localTimeText } from '../reference/time-zone.js';
import { alreadyReported, reportThanks } from '../reports/reports.js';
import { limits } from '../community/limits.js';
import { answer, changeContext } from './hire-context.js';
import type { TrialParams } from './schemas.js';
import { alreadyDecided, alreadySaidHappened, begun, parentDecides } from './trial-day-rules.js';
import { onceWrite } from './trial-day-writes.js';

/** The answers given once about an accepted day, from its start: happened, go on, report. */

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

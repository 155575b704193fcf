import type { UserActor } from '../actor.js';
import type { HireSide } from '../hires/hire.js';
import { hireContext } from './hire-context.js';
import { hireNames } from './names.js';
import { HOUR, entities, other, type TrialDayRecord } from './trial-day-rules.js';
import { trialDayView } from './trial-day-view.js';

/** Reading trial days: a hire's, and the caller's across all their hires. */

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

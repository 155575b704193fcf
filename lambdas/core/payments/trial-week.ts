import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { invalid, words } from '../errors.js';

/**
 * The featured week is a trial (docs/decisions/payments-and-packages.md, "A featured week is a
 * trial"): per day it is the cheapest featured period of all (USD 3 a week against USD 20 a month),
 * so weeks bought one after another would sell a month for less than the month. So it is sold one
 * at a time, and again only 30 days after the last one was ordered; longer placements are bought by
 * the month, where a longer period never costs more than the shorter ones it replaces.
 */
export const TRIAL_WEEK_PACKAGE = 'featured-1w';
const DAY = 86_400_000;
const TRIAL_GAP = 30 * DAY;
/** An order left unpaid this long no longer holds the trial (its hosted page is long closed). */
const UNPAID_HOLD = DAY;

type Held = { oid: string; orderedAt: number };
export type TrialWeekHold =
  { free: true; held?: Held } | { free: false; orderedAt: number; nextAt: number };

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Whether the caregiver may order the trial week now, and the marker to replace if so. */
export async function trialWeekHold(uid: string, now: number): Promise<TrialWeekHold> {
  const { data } = await db().entities.trialWeek.get({ uid }).go({ consistent: true });
  if (!data) return { free: true };
  const held = { oid: data.oid, orderedAt: data.orderedAt };
  const nextAt = held.orderedAt + TRIAL_GAP;
  if (nextAt <= now) return { free: true, held };
  // A trial whose order failed, or was left unpaid, was never had.
  const { data: order } = await db().entities.order.get({ oid: held.oid }).go({ consistent: true });
  const unpaid = order?.status === 'PENDING' && order.created + UNPAID_HOLD <= now;
  if (!order || order.status === 'failed' || unpaid) return { free: true, held };
  return { free: false, orderedAt: held.orderedAt, nextAt };
}

export const oneTrialWeek = () =>
  invalid(
    'A featured week is a trial: one at a time. To be featured longer, choose 1 month or more.',
    {
      package_id: 'One featured week at a time',
    },
  );

export const trialWeekTaken = (hold: { orderedAt: number; nextAt: number }) =>
  invalid(
    words(
      'You ordered a featured trial week on {ordered}. The next one can be bought from {next}; to be featured longer now, choose 1 month or more.',
      { ordered: day(hold.orderedAt), next: day(hold.nextAt) },
    ),
    { package_id: 'One featured week every 30 days' },
  );

/**
 * Refuses a cart that would hold more than one trial week, or a trial week the caregiver
 * cannot have yet (checked when it is put in; checkout checks again and takes it).
 */
export async function checkTrialWeek(uid: string, weeks: number, alreadyIn: boolean, now: number) {
  if (weeks > 1) throw oneTrialWeek();
  if (weeks === 0 || alreadyIn) return;
  const hold = await trialWeekHold(uid, now);
  if (!hold.free) throw trialWeekTaken(hold);
}

/** Checkout's write of the trial: replaces exactly the marker it read (or none), atomically. */
export const takeTrialWeek = (tx: Tx, uid: string, oid: string, now: number, held?: Held) =>
  held
    ? tx.trialWeek
        .patch({ uid })
        .set({ oid, orderedAt: now })
        .where((attr, { eq }) => eq(attr.oid, held.oid))
        .commit()
    : tx.trialWeek.create({ uid, oid, orderedAt: now }).commit();

import type { UserActor } from '../actor.js';
import { hireOf, otherOf } from '../hires/hire.js';
import { timeZoneOf } from '../reference/time-zone.js';
import { hireNames } from './names.js';
import type { TrialParams } from './schemas.js';
import { entities, other, trialOf, type TrialDayRecord } from './trial-day-rules.js';
import { trialDayView } from './trial-day-view.js';

/**
 * A hire's context: the caller's side and name, the other person, and the family's zone and
 * town. Through `hireOf`, so anyone but the hire's two people hears "Hire not found".
 */
export async function hireContext(actor: UserActor, postId: string, caregiverId: string) {
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
  const named = names(offer);
  return {
    offer,
    side,
    name: named[side],
    zone,
    town,
    other: { uid: otherUid, name: named[other(side)] },
  };
}
export type HireContext = Awaited<ReturnType<typeof hireContext>>;

/** Reads what a change needs: the hire (the caller's access) and the trial day. */
export async function changeContext(actor: UserActor, params: TrialParams) {
  const hire = await hireContext(actor, params.id, params.uid);
  const record = await trialOf(params);
  return { hire, record };
}

/** The answer of a change: the trial day as the caller now reads it. */
export const answer = (hire: HireContext, record: TrialDayRecord, now: number) => ({
  trialDay: trialDayView(record, hire.side, hire.other, now),
});

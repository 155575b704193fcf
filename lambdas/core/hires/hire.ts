import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import type { OfferRecord } from '../offers/offers.js';

/** Which side of a hire the caller is on. */
export type HireSide = 'parent' | 'caregiver';

export const hireNotFound = 'Hire not found';

/**
 * A hire is an accepted offer: one job, one caregiver. Trial days and the work agreement hang
 * under it, and only its two people may read or change them. Anyone else (including another
 * parent or caregiver guessing ids) hears "not found", so the answer does not tell whether the
 * pair exists.
 */
export async function hireOf(
  actor: UserActor,
  postId: string,
  caregiverId: string,
): Promise<{ offer: OfferRecord; side: HireSide }> {
  const offer = (await db().entities.offer.get({ post_id: postId, caregiver_id: caregiverId }).go())
    .data;
  const side: HireSide | null =
    offer?.parent_id === actor.uid
      ? 'parent'
      : offer?.caregiver_id === actor.uid
        ? 'caregiver'
        : null;
  if (!offer || !side || offer.status !== 'accepted') throw notFound(hireNotFound);
  return { offer, side };
}

/** The other person of a hire, seen from `side`. */
export const otherOf = (offer: OfferRecord, side: HireSide) =>
  side === 'parent' ? offer.caregiver_id : offer.parent_id;

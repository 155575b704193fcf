import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { forbidden } from '../errors.js';
import { blockedPair, unblocked } from './blocks.js';
import { participantOf } from './conversations.js';

export const onlyCaregiverShares = 'Only the caregiver can share their own phone and e-mail.';

/**
 * The caregiver of a conversation shares (or stops sharing) their phone and e-mail with its
 * parent. Sharing is conditional on no block in the same write; stopping always passes.
 */
export async function setSharing(actor: UserActor, id: string, share: boolean) {
  const { side } = await participantOf(actor, id);
  if (side !== 'caregiver') throw forbidden(onlyCaregiverShares);
  const patch = db()
    .entities.conversation.patch({ conversation_id: id })
    .set({ shared_caregiver: share });
  try {
    await (share ? patch.where(unblocked) : patch).go();
  } catch (error) {
    if (isConditionFailure(error)) throw forbidden(blockedPair);
    throw error;
  }
  return { shared: share };
}

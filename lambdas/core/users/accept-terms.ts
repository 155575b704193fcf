import { db } from '../db/service.js';
import { isConditionFailure } from '../db/errors.js';
import { conflict, notFound } from '../errors.js';
import { currentTerms } from '../reference/terms.js';

export const termsReplaced =
  'These terms have been replaced. Please read the new version and accept it.';

/**
 * A signed-in person accepts the terms in force (the version they were shown). The acceptance
 * is added to the ones before, once: the write is conditional on that version not being the
 * one accepted last, so a double tap (or two tabs) records it once. Any other version is
 * refused: a page kept open from before a change cannot accept what is no longer in force.
 */
export async function acceptTerms(uid: string, version: number, now: number) {
  if (version !== currentTerms.version) throw conflict(termsReplaced);
  try {
    await db()
      .entities.user.patch({ uid })
      .set({ termsVersion: version, updatedAt: now })
      .append({ termsAccepted: [{ version, at: now }] })
      .where(
        (attr, op) => `${op.notExists(attr.termsVersion)} OR ${op.ne(attr.termsVersion, version)}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Refused: accepted already (nothing to add), or no such account.
    const { data } = await db()
      .entities.user.get({ uid })
      .go({ attributes: ['termsVersion'] });
    if (!data) throw notFound('Account not found');
  }
  return { message: 'Thank you. You have accepted the terms of use.' };
}

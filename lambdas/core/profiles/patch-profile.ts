import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { conflict } from '../errors.js';
import { staleProfile } from './stale.js';

/**
 * Writes profile fields only if the stored version is still the one the change was based on,
 * and moves the version on; a concurrent edit gets a clear 409 instead of being overwritten.
 */
export async function patchProfile(uid: string, version: number, set: Record<string, unknown>) {
  try {
    const { data } = await db()
      .entities.user.patch({ uid })
      .set({ ...set, version: version + 1 })
      .where(({ version: stored }, { eq }) => eq(stored, version))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) throw conflict(staleProfile);
    throw error;
  }
}

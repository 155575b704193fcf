import { db } from '../db/service.js';
import { words } from '../errors.js';
import { freeUse } from '../payments/free-use.js';

/**
 * Free contacts a parent without a package may make, until an admin sets contact_limit/limit.
 * Three lets a family compare a few caregivers before paying, while the package (spec: parents
 * pay to contact without limit) stays what makes contacting worthwhile.
 */
export const DEFAULT_CONTACT_LIMIT = 3;
const key = { group: 'contact_limit', name: 'limit' } as const;

export const contactLimit = {
  // contact_limit/limit (val), or the default when no admin has set it
  async get(): Promise<number> {
    const { data } = await db().entities.setting.get(key).go();
    return data?.val ?? DEFAULT_CONTACT_LIMIT;
  },

  // an admin replaces the limit; contacts already made stay made
  async set(limit: number, by: string, now: number): Promise<number> {
    await db()
      .entities.setting.put({ ...key, val: limit, updatedAt: now, updatedBy: by })
      .go();
    return limit;
  },
};

/** The free contacts a parent has used (0 before the first). */
export const contactsUsed = (uid: string) => freeUse.used(uid, 'contacts');

/**
 * Why a contact was refused, and what a package would give (the SPA shows it as it is): whole
 * sentences, the count kept apart so the message translates (lambdas/core/api-words).
 */
export const limitReached = (limit: number) =>
  limit <= 0
    ? 'Contacting caregivers needs a package. A parent package (1, 3 or 12 months) lets you contact caregivers without limit.'
    : limit === 1
      ? 'You have used your 1 free contact. A parent package (1, 3 or 12 months) lets you contact caregivers without limit.'
      : words(
          'You have used your {limit} free contacts. A parent package (1, 3 or 12 months) lets you contact caregivers without limit.',
          { limit },
        );

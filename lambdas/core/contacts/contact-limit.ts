import { db } from '../db/service.js';
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

const PACKAGE_GIVES =
  'A parent package (1, 3 or 12 months) lets you contact caregivers without limit.';

/** Why a contact was refused, and what a package would give (the SPA shows it as it is). */
export const limitReached = (limit: number) =>
  limit <= 0
    ? `Contacting caregivers needs a package. ${PACKAGE_GIVES}`
    : `You have used your ${limit} free ${limit === 1 ? 'contact' : 'contacts'}. ${PACKAGE_GIVES}`;

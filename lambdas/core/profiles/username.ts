import { randomUUID } from 'node:crypto';
import { db } from '../db/service.js';
import { conflict } from '../errors.js';
import { incompleteDelta } from '../reports-cards/stats.js';
import { profileGuard, type CompletenessRead } from './patch-profile.js';
import { staleProfile } from './stale.js';

const MAX_ATTEMPTS = 5;
export const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * Saves profile fields together with a new username in one transaction: the claim on the name
 * is a conditional create, so of two concurrent saves only one gets it; the other (spec section
 * 5) gets four characters of a random id appended and tries again. The old name is released.
 */
export async function saveWithUsername(input: {
  uid: string;
  wanted: string;
  previous?: string;
  version: number;
  set: Record<string, unknown>;
  /** The completeness read: incomplete_users moves in the same transaction when it changes. */
  read?: CompletenessRead;
}): Promise<string> {
  const delta = input.read
    ? incompleteDelta(
        input.read.userType,
        input.read.before,
        input.set.isCompelete as boolean | undefined,
      )
    : 0;
  let candidate = input.wanted.trim();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { canceled, data } = await db()
      .transaction.write(({ user, username, counter }) => [
        username.create({ username: usernameKey(candidate), uid: input.uid }).commit(),
        user
          .patch({ uid: input.uid })
          .set({ ...input.set, username: candidate, version: input.version + 1 })
          .where(profileGuard(input.version, input.read))
          .commit(),
        ...(input.previous
          ? [username.delete({ username: usernameKey(input.previous) }).commit()]
          : []),
        ...(delta
          ? [
              counter
                .upsert({ group: 'stats', name: 'incomplete_users' })
                .add({ count: delta })
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!canceled) return candidate;
    if (data[1]?.rejected) throw conflict(staleProfile);
    if (!data[0]?.rejected) throw new Error('username transaction canceled for another reason');
    candidate = `${input.wanted.trim()}${randomUUID().replace(/-/g, '').slice(0, 4)}`;
  }
  throw conflict('Could not reserve a username. Please try another one.');
}

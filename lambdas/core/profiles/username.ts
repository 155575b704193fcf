import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../db/service.js';
import { conflict } from '../errors.js';
import { incompleteDelta } from '../admin-stats/stats.js';
import { removing, type PlaceField } from '../location/account-location.js';
import { profileGuard, type CompletenessRead } from './patch-profile.js';
import { staleProfile } from './stale.js';

const MAX_ATTEMPTS = 8;
export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Whether someone else holds a name now (a strongly consistent read of its claim). */
async function heldByAnother(name: string, uid: string): Promise<boolean> {
  const { data } = await db()
    .entities.username.get({ username: usernameKey(name) })
    .go({ consistent: true });
  return data !== null && data.uid !== uid;
}

/**
 * Saves profile fields together with a new username in one transaction: the claim on the name
 * is a conditional create, so of two concurrent saves only one gets it; the other (spec section
 * 5) gets four characters of a random id appended and tries again. The old name is released.
 * A cancel caused only by another transaction touching the same items at that moment (50
 * people saving one name at once) wrote nothing: if it was the name, whoever holds it now is
 * read to tell "taken" from "try again"; otherwise the same name is tried again after a short
 * random pause. However contended, a save never ends in 503: a name not reserved after all
 * attempts is a 409.
 */
export async function saveWithUsername(input: {
  uid: string;
  wanted: string;
  previous?: string;
  version: number;
  set: Record<string, unknown>;
  /** Place fields the save removes (location/account-location.ts `placeLeftOut`). */
  remove?: readonly PlaceField[];
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
        removing(
          user
            .patch({ uid: input.uid })
            .set({ ...input.set, username: candidate, version: input.version + 1 }),
          input.remove ?? [],
        )
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
    const codes = data.map((reason) => reason.code);
    if (codes[1] === 'ConditionalCheckFailed') throw conflict(staleProfile);
    const contended = codes.every((code) => code === 'None' || code === 'TransactionConflict');
    if (!contended && codes[0] !== 'ConditionalCheckFailed') {
      throw new Error(`username transaction canceled: ${codes.join(', ')}`);
    }
    if (codes[0] !== 'None' && (await heldByAnother(candidate, input.uid))) {
      candidate = `${input.wanted.trim()}${randomUUID().replace(/-/g, '').slice(0, 4)}`;
    } else {
      await sleep(Math.round(10 + 40 * attempt * Math.random()));
    }
  }
  throw conflict('Could not reserve a username. Please try another one.');
}

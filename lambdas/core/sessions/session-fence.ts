import { createHash } from 'node:crypto';
import type { Identity } from '../ports/identity.js';
import { rawErrors } from '../db/raw-errors.js';
import { readJoinable, type TableKey } from '../db/read-together.js';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';

/** The fence's key for a user: a hash of the id, so the fence never holds the id itself. */
const holderOf = (uid: string) => ({
  holder: createHash('sha256').update(`session-fence:${uid}`).digest('base64url'),
});

export const sessionEnded = 'Your session has ended. Please sign in again.';

/** What ending a person's sessions needs from the identity provider. */
export type SessionPorts = Pick<Identity, 'signOutEverywhere'>;

/**
 * Cognito's longest possible ID token life (1 day): a deleted account's fence is kept that much
 * longer than the deletion, so it outlives every token signed in before it.
 */
const LONGEST_ID_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * The first whole second after `now`. Tokens say when they were signed in to the second only,
 * so a sign-in during the second of the change may have come before it: that second is fenced
 * too, and `endSessions` answers only once it is over (a sign-in after the answer is let in).
 */
const fenceAt = (now: number) => Math.floor(now / 1000) + 1;

/** The writes that fence a user's sessions, for a transaction that changes more (a suspension). */
export const fenceCommits = (tx: Tx, uid: string, now: number, suspended?: boolean) =>
  tx.sessionFence
    .upsert({ ...holderOf(uid), validAfter: fenceAt(now), ...(suspended ? { suspended } : {}) })
    .commit();

/**
 * Waits, at most a second, until the second fenced at `now` is over (see `fenceAt`): a change
 * answers only then, so a sign-in made after its answer is let in.
 */
export const untilFenceHolds = (now: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(1000, fenceAt(now) * 1000 - Date.now())));

/**
 * Ends every session of a user, refresh tokens included, after their roles or password
 * changed: the fence refuses their tokens on the next request (API Gateway's authorizer knows
 * nothing of revocations) and Cognito's global sign-out revokes the refresh tokens, so no new
 * token comes from an old session.
 */
export async function endSessions(ports: SessionPorts, uid: string, now: number) {
  await db()
    .entities.sessionFence.upsert({ ...holderOf(uid), validAfter: fenceAt(now) })
    .go();
  await ports.signOutEverywhere(uid);
  await untilFenceHolds(now);
}

/**
 * A deleted account: its tokens are refused from now on. Written before anything is removed,
 * so the old token cannot write new records meanwhile. No global sign-out: deleting the
 * Cognito user ends its refresh tokens.
 */
export async function closeSessions(uid: string, now: number) {
  const validAfter = fenceAt(now);
  await db()
    .entities.sessionFence.upsert({
      ...holderOf(uid),
      validAfter,
      expiresAt: validAfter + LONGEST_ID_TOKEN_SECONDS,
    })
    .go();
}

/**
 * A suspension lifted: the fence's time stays, so the sessions it ended stay ended. An update,
 * not a patch: a suspension made before fences existed has none, and is lifted all the same.
 */
export const unsuspendCommits = (tx: Tx, uid: string) =>
  tx.sessionFence.update(holderOf(uid)).set({ suspended: false }).commit();

export type SessionState = 'active' | 'ended' | 'suspended';

/** The fence's item, strongly consistent: in the route's first batch when it reads one. */
async function fenceOf(uid: string) {
  const { sessionFence } = db().entities;
  const fence = sessionFence.get(holderOf(uid));
  return readJoinable(
    fence.params<{ Key: TableKey }>().Key,
    async () =>
      (await fence.go({ consistent: true, attributes: ['validAfter', 'suspended'], ...rawErrors }))
        .data ?? undefined,
    (item) => (item && sessionFence.parse({ Item: item })?.data) ?? undefined,
  );
}

/**
 * Whether a token signed in at `authTime` (epoch seconds, the ID token's `auth_time`) may still
 * act for `uid`: one strongly consistent read of a tiny item (1 read unit), so a change made a
 * moment ago already counts; a key of the route's own first batch when it reads one
 * (db/read-together.ts `readJoinable`), else a GetItem of its own.
 */
export async function sessionState(uid: string, authTime: number): Promise<SessionState> {
  const data = await fenceOf(uid);
  if (!data) return 'active';
  if (data.suspended) return 'suspended';
  // (no time: a fence made only by lifting a suspension from before fences existed)
  const validAfter = (data.validAfter as number | undefined) ?? 0;
  return authTime < validAfter ? 'ended' : 'active';
}

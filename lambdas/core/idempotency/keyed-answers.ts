import { createHash } from 'node:crypto';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { DomainError, invalid } from '../errors.js';

export const keyUsedElsewhere = 'This Idempotency-Key was already used for another request';
export const stillHandled = 'This request is still being handled. Try again in a moment.';

/** How long an answer is kept for a repeat: a form kept offline is sent within this, or anew. */
const KEEP_MS = 24 * 3_600_000;
/** A claim older than this was left by a handler that never finished (a crash, a timeout). */
const STALE_CLAIM_MS = 60_000;

/** What a request is, for telling a repeat from another request under the same key. */
export const requestOf = (method: string, path: string, body: string | undefined) =>
  `${method} ${path} ${createHash('sha256')
    .update(body ?? '')
    .digest('base64url')}`;

/** The answer a request got, kept as it was sent. */
export interface KeptAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

const keyedAnswers = () => db().entities.keyedAnswer;

/**
 * Claims `key` for this request before it is done: undefined when it is the first (the caller
 * runs it, then keeps or releases the claim), or the answer the same request got before. The
 * claim is one conditional write, so two tries at once cannot both run; the second is told to
 * come back (503, which the SPA's outbox treats as "try again later").
 */
export async function claimKey(
  uid: string,
  key: string,
  request: string,
  now: number,
): Promise<KeptAnswer | undefined> {
  const claim = { uid, key, request, state: 'started' as const, startedAt: now };
  try {
    await keyedAnswers()
      .create({ ...claim, expiresAt: Math.floor((now + KEEP_MS) / 1000) })
      .go();
    return undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const earlier = (await keyedAnswers().get({ uid, key }).go({ consistent: true })).data;
  // Released meanwhile (the first try failed): this one may run.
  if (!earlier) return claimKey(uid, key, request, now);
  if (earlier.request !== request) throw invalid(keyUsedElsewhere);
  if (earlier.state === 'done' && earlier.answer) return JSON.parse(earlier.answer) as KeptAnswer;
  if (now - earlier.startedAt < STALE_CLAIM_MS) throw new DomainError('unavailable', stillHandled);
  // A claim left behind: taken over only by the try that moves its start time.
  try {
    await keyedAnswers()
      .patch({ uid, key })
      .set({ startedAt: now })
      .where(({ startedAt }, { eq }) => eq(startedAt, earlier.startedAt))
      .go();
    return undefined;
  } catch (error) {
    if (isConditionFailure(error)) throw new DomainError('unavailable', stillHandled);
    throw error;
  }
}

/** Keeps the answer for repeats of the request. */
export async function keepAnswer(uid: string, key: string, answer: KeptAnswer): Promise<void> {
  await keyedAnswers()
    .patch({ uid, key })
    .set({ state: 'done', answer: JSON.stringify(answer) })
    .go();
}

/** Gives the key back after a refusal or a failure (nothing was done): a repeat runs afresh. */
export async function releaseKey(uid: string, key: string): Promise<void> {
  await keyedAnswers().delete({ uid, key }).go();
}

/** A person's kept answers (copies of what they were told), removed with their account. */
export async function removeKeyedAnswers(uid: string): Promise<void> {
  const kept = await keyedAnswers().query.byKey({ uid }).go({ pages: 'all' });
  if (kept.data.length) await keyedAnswers().delete(kept.data).go();
}

import { rawErrors } from '../db/raw-errors.js';
import { db } from '../db/service.js';
import { isConditionFailure } from '../db/errors.js';
import { DomainError, words } from '../errors.js';
import { rateLimits, type RateLimitKind } from './limits.js';

export { rateLimits, type RateLimitKind } from './limits.js';

/** A refusal by a rate limit: 429 resource-exhausted, and when to try again. */
export class RateLimited extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('resource-exhausted', tooManyMessage(retryAfterSeconds));
    this.name = 'RateLimited';
  }
}

/** The wait in whole minutes, kept apart from the sentence so it translates (api-words). */
export const tooManyMessage = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? 'Too many requests. Please try again in 1 minute.'
    : words('Too many requests. Please try again in {minutes} minutes.', { minutes });
};

const windowOf = (kind: RateLimitKind, now: number) => {
  const size = rateLimits[kind].windowSeconds;
  const start = Math.floor(now / 1000 / size) * size;
  return { start, end: start + size };
};

/** How a subject is written in the key: one user, or one address whatever its case. */
const normalise = (subject: string) => subject.trim().toLowerCase();

/** The counter of a subject's current window, created on first use and removed by TTL. */
function counterOf(kind: RateLimitKind, subject: string, now: number) {
  const { start, end } = windowOf(kind, now);
  return db().entities.rateLimit.upsert({
    kind,
    subject: normalise(subject),
    window: String(start),
    expiresAt: end,
  });
}

export const rateLimiter = {
  /**
   * Counts one request of a kind by a subject in the current window: one conditional ADD.
   * Throws RateLimited (429) when the window already holds `limit` requests.
   */
  async consume(kind: RateLimitKind, subject: string, now = Date.now()): Promise<void> {
    const limit: number = rateLimits[kind].limit;
    const { end } = windowOf(kind, now);
    try {
      await counterOf(kind, subject, now)
        .add({ count: 1 })
        .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
        .go(rawErrors);
    } catch (error) {
      if (isConditionFailure(error))
        throw new RateLimited(Math.max(1, end - Math.floor(now / 1000)));
      throw error;
    }
  },

  /**
   * Counts one request against several limits at once (a sign-up per address and per client).
   * All are written in parallel; when any refuses, the others take their count back, so a
   * refused request is counted nowhere, and the longest wait is the one reported.
   */
  async consumeAll(
    counts: readonly { kind: RateLimitKind; subject: string }[],
    now = Date.now(),
  ): Promise<void> {
    const outcomes = await Promise.allSettled(
      counts.map(({ kind, subject }) => rateLimiter.consume(kind, subject, now)),
    );
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    if (!refusals.length) return;
    await Promise.all(
      counts
        .filter((_, i) => outcomes[i]!.status === 'fulfilled')
        .map(({ kind, subject }) => rateLimiter.giveBack(kind, subject, now)),
    );
    // A failure other than a refusal (the table unreachable) is what the caller must see.
    const other = refusals.find((error) => !(error instanceof RateLimited));
    if (other !== undefined) throw other;
    throw (refusals as RateLimited[]).reduce((a, b) =>
      b.retryAfterSeconds > a.retryAfterSeconds ? b : a,
    );
  },

  /**
   * Forgets a subject's requests of a kind in the current window (the only one counted): a
   * password reset ends a sign-in lockout, as the new password proves who is signing in.
   */
  async clear(kind: RateLimitKind, subject: string, now = Date.now()): Promise<void> {
    const { start } = windowOf(kind, now);
    await db()
      .entities.rateLimit.delete({ kind, subject: normalise(subject), window: String(start) })
      .go();
  },

  /** Takes one request back (a sign-in that succeeded is not a failed attempt). */
  async giveBack(kind: RateLimitKind, subject: string, now = Date.now()): Promise<void> {
    await counterOf(kind, subject, now).add({ count: -1 }).go();
  },
};

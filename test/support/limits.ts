import { expect } from 'vitest';
import { rateLimits, rateLimitKinds } from '../../lambdas/core/rate-limits/limits.js';

/** The 429's message (lambdas/core/rate-limits/rate-limiter.ts `tooManyMessage`), in English. */
export const TRY_AGAIN = /^Too many requests\. Please try again in \d+ minutes?\.$/;

/** Every window is a multiple of the shortest, so their edges fall on its edges. */
const SHORTEST_WINDOW_MS =
  Math.min(...rateLimitKinds.map((kind) => rateLimits[kind].windowSeconds)) * 1000;
/** Longer than any one test here takes to fill a limit and be refused. */
export const EDGE_MARGIN_MS = 30_000;

/**
 * The limits are fixed windows on the clock: a test that fills one just before a window ends
 * would see its count start again and no 429. So a test starting that close to an edge waits
 * for the next window (at most EDGE_MARGIN_MS) rather than fail at random. This wait stays: it
 * is about the clock itself, not about an event. The tests already use a fresh person or
 * client each, which keeps them apart from each other but not from the window's edge, and the
 * stack's rate limiter reads its own clock, which a test cannot move.
 */
export async function clearOfWindowEdge() {
  const left = SHORTEST_WINDOW_MS - (Date.now() % SHORTEST_WINDOW_MS);
  if (left < EDGE_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 1000));
}

/** A refusal by a rate limit as the client sees it: 429, the message, and Retry-After. */
export function expectRefusal(
  answer: { status: number; body: unknown; retryAfter?: string | null },
  windowSeconds: number,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({ code: 'resource-exhausted', message: expect.any(String) });
  expect((answer.body as { message: string }).message).toMatch(TRY_AGAIN);
  const retryAfter = Number(answer.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Sends `count` requests, at most `parallel` at once; every one must be accepted. */
export async function fill(
  count: number,
  send: (index: number) => Promise<{ status: number; body?: unknown }>,
  parallel = 10,
) {
  for (let done = 0; done < count; done += parallel) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(parallel, count - done) }, (_, i) => send(done + i)),
    );
    for (const answer of answers)
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  }
}

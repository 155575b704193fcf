import type { Actor } from '../core/actor.js';
import { logger } from '../ports/logger.js';
import { claimKey, keepAnswer, releaseKey, requestOf } from '../core/idempotency/keyed-answers.js';
import type { HttpEvent, HttpResult } from './http-event.js';
import { idempotencyKeyOf } from './idempotency-key.js';
import type { RouteDef } from './route.js';

/** The header on an answer given again to a repeated request. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Runs `answer` once per Idempotency-Key on a route marked `keptOffline` (a form the SPA kept
 * offline, sent again when the network returns): the first try's answer is kept, and a repeat
 * of the same request gets it again. A refusal or failure keeps nothing, so a repeat is tried
 * afresh. Requests without the header, and other routes, just run.
 */
export async function oncePerKey(
  route: RouteDef,
  actor: Actor,
  event: HttpEvent,
  answer: () => Promise<HttpResult>,
): Promise<HttpResult> {
  const key = route.keptOffline === true ? idempotencyKeyOf(event.headers ?? {}) : undefined;
  if (!key || actor.kind !== 'user') return answer();
  const request = requestOf(route.method, event.rawPath, event.body);
  const earlier = await claimKey(actor.uid, key, request, Date.now());
  if (earlier) return { ...earlier, headers: { ...earlier.headers, [REPLAYED_HEADER]: 'true' } };
  let result: HttpResult;
  try {
    result = await answer();
  } catch (error) {
    await settled(releaseKey(actor.uid, key), key);
    throw error;
  }
  const status = result.statusCode ?? 200;
  if (status >= 200 && status < 300) {
    const headers = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const kept = { statusCode: status, headers, body: result.body ?? '' };
    await settled(keepAnswer(actor.uid, key, kept), key);
  } else await settled(releaseKey(actor.uid, key), key);
  return result;
}

/**
 * The request is done (or refused) whatever happens to its claim: the caller gets its answer.
 * A claim not updated stays "started" and is taken over a minute later (keyed-answers.ts).
 */
async function settled(bookkeeping: Promise<void>, key: string): Promise<void> {
  try {
    await bookkeeping;
  } catch (error) {
    logger.error('Idempotency-Key claim not updated', { key, error: error as Error });
  }
}

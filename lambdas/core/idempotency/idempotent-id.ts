import { createHash, type randomUUID } from 'node:crypto';
import * as z from 'zod';

/**
 * The Idempotency-Key a client sends with a request it may send again (a form kept offline
 * and sent when the network returns, web/src/lib/offline/outbox.ts): 8 to 64 letters, digits,
 * `-` or `_` (a UUID or 32 hex digits from the SPA).
 */
export const idempotencyKeyRefused = 'Idempotency-Key must be 8 to 64 letters, digits, - or _';
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, idempotencyKeyRefused);

/**
 * The id of the item a keyed request creates, derived from who sent it and the key: the same
 * request twice names the same item, so the create's own condition (the item must not exist
 * yet) is the guard, in the same write, and no separate record of keys is needed. The caller's
 * uid is part of it, so one person's key can never name another person's item.
 */
export function idempotentId(
  kind: string,
  uid: string,
  key: string,
): ReturnType<typeof randomUUID> {
  const hex = createHash('sha256').update(`${kind}\n${uid}\n${key}`).digest('hex');
  // UUID-shaped (version 8: custom), like the random ids of items created without a key.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  const [time, mid, version] = [hex.slice(0, 8), hex.slice(8, 12), `8${hex.slice(13, 16)}`];
  return `${time}-${mid}-${version}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

import { invalid } from '../core/errors.js';
import { idempotencyKey, idempotencyKeyRefused } from '../core/idempotency/idempotent-id.js';

/** The request's Idempotency-Key header, if sent; a malformed one is refused (400). */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const sent = headers['idempotency-key'];
  if (sent === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(sent);
  if (!parsed.success) throw invalid(idempotencyKeyRefused);
  return parsed.data;
}

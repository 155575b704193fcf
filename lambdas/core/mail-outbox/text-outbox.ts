import { randomUUID } from 'node:crypto';
import type { TextMessage } from '../ports/sms.js';
import { logger } from '../ports/provided.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';

/** A text waiting this long was never taken by the stream's consumer: it is not worth sending. */
const TEXT_TTL_SECONDS = 86_400;

/**
 * How a request sends a text (docs/decisions/mail-and-sms.md, "Mail and texts after the answer"):
 * written as an item, sent after the answer by the deliveries consumer (`sendWrittenText`).
 */
export async function outboxText(text: TextMessage): Promise<void> {
  const now = Date.now();
  await db()
    .entities.textOutbox.create({
      id: randomUUID(),
      text: { ...text },
      created: now,
      expiresAt: Math.floor(now / 1000) + TEXT_TTL_SECONDS,
    })
    .go();
}

/**
 * Takes the item by deleting it (only while it is there), then sends it: a redelivered stream
 * record finds it gone and sends nothing. A failed send is logged, not retried: the person asks
 * for a new code, as they did when the request sent it itself.
 */
export async function sendWrittenText(
  send: (text: TextMessage) => Promise<void>,
  item: { id: string; text: TextMessage },
): Promise<'sent' | 'skipped' | 'failed'> {
  try {
    await db()
      .entities.textOutbox.delete({ id: item.id })
      .where(({ id }, { exists }) => exists(id))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return 'skipped';
    throw error;
  }
  try {
    await send(item.text);
    return 'sent';
  } catch (error) {
    logger.warn('Text not sent', { id: item.id, error: error as Error });
    return 'failed';
  }
}

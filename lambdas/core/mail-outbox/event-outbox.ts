import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/tx.js';
import type { EventDetails, EventName, PublishEvent } from '../ports/events.js';

/** An event the consumer never reached in a day is stale: the TTL removes it. */
const EVENT_TTL_SECONDS = 86_400;

/**
 * The write, for the action's own transaction, that announces an event after the answer
 * (event-outbox.entity.ts): one small item, no call to the bus inside the request.
 */
export const announce = <T extends EventName>(
  tx: Tx,
  detailType: T,
  detail: EventDetails[T],
  now: number,
) =>
  tx.eventOutbox
    .create({
      id: randomUUID(),
      detailType,
      detail: JSON.stringify(detail),
      created: now,
      expiresAt: Math.floor(now / 1000) + EVENT_TTL_SECONDS,
    })
    .commit();

/**
 * Puts a written event on the bus (the deliveries consumer). A failure throws, so the stream
 * record is tried again; a record delivered twice publishes twice, which the bus's consumers
 * take as EventBridge's own redeliveries.
 */
export async function publishWrittenEvent(
  publish: PublishEvent,
  item: { detailType: string; detail: string },
): Promise<'published'> {
  await publish(item.detailType, JSON.parse(item.detail) as Record<string, unknown>);
  return 'published';
}

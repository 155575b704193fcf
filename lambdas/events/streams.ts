import type { Need } from '../ports/needs.js';
import { selfDeliveredNotices } from '../core/inbox/notice-delivery.js';

/**
 * Which of the table's new items the deliveries consumer is invoked for, as Lambda event
 * filter patterns (each an OR; a record that matches none is dropped without an invocation):
 * in-app notices (except those their own consumer tells of), conversation messages, outbox
 * items a request wrote unclaimed, and events an action announced (a job published). `__edb_e__` is the entity name electrodb writes on
 * every item.
 */
export const deliveryFilters: readonly Record<string, unknown>[] = [
  {
    eventName: ['INSERT'],
    dynamodb: {
      NewImage: {
        __edb_e__: { S: ['mail'] },
        template: { M: { name: { S: [{ 'anything-but': [...selfDeliveredNotices] }] } } },
      },
    },
  },
  { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['message'] } } } },
  {
    eventName: ['INSERT'],
    dynamodb: { NewImage: { __edb_e__: { S: ['mailOutbox'] }, attempts: { N: ['0'] } } },
  },
  { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['textOutbox'] } } } },
  { eventName: ['INSERT'], dynamodb: { NewImage: { __edb_e__: { S: ['eventOutbox'] } } } },
];

/**
 * The table's stream and its one consumer, once (docs/decisions/mail-and-sms.md, "Mail and texts
 * after the answer"): the CDK stack (infra/data.ts, infra/events.ts) enables the stream and maps it
 * to the consumer with these settings; the local runtime (infra/local/streams.ts) polls DynamoDB
 * Local's stream and delivers to the same consumer the same way.
 */
export const deliveryStream = {
  name: 'deliveries',
  consumer: 'deliveries',
  /** Records per invocation: a notice is a few reads and one SES call. */
  batchSize: 20,
  /** Lambda's retries of a batch with a failed record before it goes to the dead letters. */
  retryAttempts: 5,
  timeoutSeconds: 60,
  filters: deliveryFilters,
  needs: ['data:write', 'mail', 'sms', 'events'],
} as const satisfies {
  name: string;
  consumer: string;
  batchSize: number;
  retryAttempts: number;
  timeoutSeconds: number;
  filters: readonly Record<string, unknown>[];
  needs: readonly Need[];
};

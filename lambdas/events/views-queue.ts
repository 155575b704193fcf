import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { viewMessage } from '../core/ports/views-queue.js';
import { countViews, type QueuedView } from '../core/traffic/view-counts.js';
import { logger, withLogContext } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * The views queue's consumer (lambdas/events/queues.ts `viewsQueue`): counts a batch of page
 * views (core/traffic/view-counts.ts). Views whose first-view mark could not be written come
 * back alone; a message not understood is dropped with a log line, since no retry can make it
 * readable.
 */
export const handler = withLogContext(
  'views-queue',
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batch: QueuedView[] = [];
    let unreadable = 0;
    for (const record of event.Records) {
      let body: unknown = null;
      try {
        body = JSON.parse(record.body || 'null');
      } catch {
        /* counted as unreadable below */
      }
      const parsed = viewMessage.safeParse(body);
      if (parsed.success) batch.push({ messageId: record.messageId, view: parsed.data });
      else unreadable++;
    }
    if (unreadable) logger.error('Views queue messages not understood', { unreadable });
    const { counted, retry, lost } = await countViews(batch);
    if (lost.length) logger.error('View counts not written', { lost });
    logger.info('views-queue', { views: batch.length, counted, retry: retry.length });
    return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
  },
  'Records[0].messageId',
);

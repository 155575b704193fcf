import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { EnqueueView } from '../core/ports/views-queue.js';
import { sqsClient } from './clients/sqs.js';
import { env } from './env.js';
import { logger } from './logger.js';

/**
 * Puts a view on the views queue (lambdas/events/queues.ts): one SendMessage, no DynamoDB write.
 * A view that cannot be queued is logged and not counted: the page is still shown, since a lost
 * count is better than a page that fails for it.
 */
export const enqueueView: EnqueueView = async (view) => {
  const QueueUrl = env('viewsQueue').VIEWS_QUEUE_URL;
  try {
    await sqsClient().send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify(view) }));
  } catch (error) {
    logger.warn('View not queued', { kind: view.kind, id: view.id, error: error as Error });
  }
};

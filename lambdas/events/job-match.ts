import type { EventBridgeEvent } from 'aws-lambda';
import { fanOutJobMatches } from '../core/jobs/job-match.js';
import type { EventDetails } from '../core/ports/events.js';
import { logger, withLogContext } from '../ports/logger.js';
import { enqueueMail } from '../ports/mail-queue.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * job.published -> one message per caregiver who fits on the paced mail queue
 * (lambdas/events/queues.ts), whose consumer e-mails and texts them at SES's rate.
 */
export const handler = withLogContext(
  'job-match',
  async (event: EventBridgeEvent<'job.published', EventDetails['job.published']>) => {
    const result = await fanOutJobMatches(enqueueMail, event.detail.post_id);
    logger.info('job-match', { post_id: event.detail.post_id, ...result });
  },
  'id',
);

import type { EventBridgeEvent } from 'aws-lambda';
import { sendJobMatches } from '../core/jobs/job-match.js';
import { env } from '../ports/env.js';
import { logger, withLogContext } from '../ports/logger.js';
import { sendMail } from '../core/mail-outbox/outbox.js';
import { sendText } from '../ports/sms.js';

/** job.published -> e-mails and texts to the caregivers who fit (lambdas/events/rules.ts). */
export const handler = withLogContext(
  async (event: EventBridgeEvent<'job.published', { post_id: string }>) => {
    const result = await sendJobMatches(
      { sendMail, sendText, appUrl: env('mail').APP_URL, now: Date.now },
      event.detail.post_id,
    );
    logger.info('job-match', { post_id: event.detail.post_id, ...result });
  },
  'id',
);

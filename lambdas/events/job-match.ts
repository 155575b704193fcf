import type { EventBridgeEvent } from 'aws-lambda';
import { sendJobMatches } from '../core/jobs/job-match.js';
import { env } from '../ports/env.js';
import { sendMail } from '../ports/mail.js';

/** job.published -> e-mails to the caregivers who fit (lambdas/events/rules.ts). */
export async function handler(event: EventBridgeEvent<'job.published', { post_id: string }>) {
  const result = await sendJobMatches(
    { sendMail, appUrl: env('mail').APP_URL, now: Date.now },
    event.detail.post_id,
  );
  console.log(
    JSON.stringify({ level: 'info', event: 'job-match', post_id: event.detail.post_id, ...result }),
  );
}

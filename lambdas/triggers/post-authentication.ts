import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { rateLimiter } from '../core/rate-limits/rate-limiter.js';

/**
 * Cognito post-authentication trigger: the password was right, so the attempt the
 * pre-authentication trigger counted was not a failure; take it back.
 */
export const handler = async (event: PostAuthenticationTriggerEvent) => {
  await rateLimiter.giveBack('sign-in', event.userName);
  return event;
};

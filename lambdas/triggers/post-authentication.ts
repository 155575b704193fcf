import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { rateLimiter } from '../core/rate-limits/rate-limiter.js';
import { withLogContext } from '../ports/logger.js';
import { failOpenWithin } from './deadline.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * Cognito post-authentication trigger: the password was right, so the attempt the
 * pre-authentication trigger counted was not a failure; take it back. A trigger error here would
 * fail a sign-in whose password was right, so a slow or failed give-back is logged and the attempt
 * stays counted (docs/decisions/security-and-limits.md, "Sign-in limits when DynamoDB is slow").
 */
export const handler = withLogContext(
  'post-authentication',
  async (event: PostAuthenticationTriggerEvent) => {
    await failOpenWithin('sign-in attempt give-back', () =>
      rateLimiter.giveBack('sign-in', event.userName),
    );
    return event;
  },
);

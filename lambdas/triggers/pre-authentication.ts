import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { RateLimited, rateLimiter } from '../core/rate-limits/rate-limiter.js';
import { withLogContext } from '../ports/logger.js';
import { failOpenWithin } from './deadline.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/** Cognito shows it as `PreAuthentication failed with error <this>.` (it adds the period). */
export const signInLockedMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes`;

/**
 * Counts a sign-in attempt of this user (rate-limits 'sign-in') and refuses past the limit. It
 * fails open: when the counter cannot be reached within the trigger deadline the attempt goes on
 * uncounted, rather than every sign-in failing while DynamoDB is slow
 * (docs/decisions/security-and-limits.md).
 */
export async function countSignInAttempt(userName: string, deadlineMs?: number): Promise<void> {
  try {
    await failOpenWithin(
      'sign-in attempt count',
      () => rateLimiter.consume('sign-in', userName),
      (error) => error instanceof RateLimited,
      deadlineMs,
    );
  } catch (error) {
    if (error instanceof RateLimited) throw new Error(signInLockedMessage(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Cognito pre-authentication trigger. It runs before Cognito checks the password, so it cannot
 * see failures; post-authentication takes a successful attempt back, so what stays counted is
 * the failures (docs/decisions/security-and-limits.md, "Sign-in: count failures, not attempts").
 */
export const handler = withLogContext(
  'pre-authentication',
  async (event: PreAuthenticationTriggerEvent) => {
    await countSignInAttempt(event.userName);
    return event;
  },
);

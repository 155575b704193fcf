import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { RateLimited, rateLimiter } from '../core/rate-limits/rate-limiter.js';

/** Cognito shows it as `PreAuthentication failed with error <this>.` (it adds the period). */
export const signInLockedMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes`;

/**
 * Cognito pre-authentication trigger: counts a sign-in attempt of this user (rate-limits
 * 'sign-in') and refuses past the limit. It runs before Cognito checks the password, so it
 * cannot see failures; post-authentication takes a successful attempt back, so what stays
 * counted is the failures (docs/decisions.md, "Sign-in attempts").
 */
export const handler = async (event: PreAuthenticationTriggerEvent) => {
  try {
    await rateLimiter.consume('sign-in', event.userName);
  } catch (error) {
    if (error instanceof RateLimited) throw new Error(signInLockedMessage(error.retryAfterSeconds));
    throw error;
  }
  return event;
};

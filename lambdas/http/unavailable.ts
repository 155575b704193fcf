import type { Context } from 'aws-lambda';
import { DomainError } from '../core/errors.js';
import { REQUEST_DEADLINE_MS } from '../ports/aws-clients.js';

/** What a caller sees when a dependency is down, slow or throttling (spec: 503 unavailable). */
export const unavailableMessage =
  'The service is busy or briefly unavailable. Please try again in a moment.';
export const unavailable = () => new DomainError('unavailable', unavailableMessage);

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const serviceNames = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'SlowDown',
]);

interface SdkLike {
  name?: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown[];
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
}

/**
 * True when an error (or what it wraps: electrodb keeps the SDK error as `cause`) is a
 * dependency failing after the SDK's bounded retries: refused or reset connections, timeouts,
 * throttling, or a 5xx answer. Those are 503 `unavailable`; anything else stays a 500 (a bug).
 */
export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as SdkLike;
  if (typeof e.code === 'string' && networkCodes.has(e.code)) return true;
  if (e.name && serviceNames.has(e.name)) return true;
  if (e.$retryable?.throttling) return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDependencyFailure(inner, depth + 1)))
    return true;
  return isDependencyFailure(e.cause, depth + 1);
}

/** What a function keeps after a request's deadline for its reply and log line. */
export const REPLY_MARGIN_MS = 2_000;

/**
 * A request's deadline: the time the function has left (Lambda's context, which the local router
 * gives the same way from the function's timeout: lambdas/http/functions.ts) less the reply's
 * margin, so a function given more time (photo-confirm, 20 s) gives its requests more time.
 * Without a context, the standard function's deadline.
 */
export function requestDeadline(context?: Partial<Pick<Context, 'getRemainingTimeInMillis'>>) {
  const remaining = context?.getRemainingTimeInMillis?.();
  return remaining === undefined ? REQUEST_DEADLINE_MS : Math.max(remaining - REPLY_MARGIN_MS, 0);
}

/**
 * Runs a request's work but answers by the deadline whatever a dependency does: past it the
 * caller gets 503 (aws-clients.ts has the budget arithmetic). Work still under way is not
 * awaited; in AWS the function is frozen or ends at its own timeout.
 */
export async function withinDeadline<T>(work: Promise<T>, ms = REQUEST_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(unavailable()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

import * as z from 'zod';
import { hasMiddlewareStack, withCallLog } from './call-log.js';
import { withWriteGate } from './write-gate.js';
import { withDbCallRecord } from './db-calls.js';
import { env } from './env.js';
import { traced } from './tracing.js';

/**
 * What every AWS client shares. In AWS it adds nothing but the region; in the local runtime it
 * points each client at its stand-in with dummy credentials (and path-style S3 for s3rver).
 * Each client lives in its own module under clients/, so a function bundles only the SDK
 * clients it uses.
 */
const localEndpoints = z
  .object({
    dynamodb: z.string(),
    cognito: z.string(),
    s3: z.string(),
    ses: z.string(),
    events: z.string(),
    location: z.string(),
    sms: z.string(),
    secrets: z.string(),
    sqs: z.string(),
  })
  .partial();
export type Service = keyof z.infer<typeof localEndpoints>;

/**
 * The time budget of an API request, in one place (docs/decisions/deploying-and-aws.md, "Faults").
 *
 * - An HTTP function may run 10 s (20 s for photo-confirm: lambdas/http/functions.ts); API
 *   Gateway's HTTP API would wait 30 s, so the function's timeout is the budget that binds.
 * - httpHandler answers 503 `unavailable` itself 2 s before the function's time is up (8 s
 *   for a standard function, REQUEST_DEADLINE_MS; lambdas/http/unavailable.ts
 *   `requestDeadline`): the caller gets an answer with 2 s to spare for the reply and the log
 *   line, whatever the dependencies do and however many calls a route makes. This deadline is
 *   what bounds a request.
 * - Each SDK call is finite on its own: at most maxAttempts x (connectionTimeout +
 *   requestTimeout) + backoff = 2 x (1 + 5) s + <= 0.1 s = 12.1 s, so no socket hangs anything
 *   (the scheduled consumers, which have no request deadline, included: their 10 s timeout and
 *   EventBridge's retries take over). A stopped dependency refuses or resets connections and
 *   fails in milliseconds; a dependency slower than 5 s an attempt is cut by the deadline.
 * - 5 s an attempt, not less: DynamoDB answers in milliseconds in AWS, but DynamoDB Local and
 *   cognito-local on a loaded test machine took over 2.5 s; and a timed-out write that is
 *   retried may apply twice (an ADD counter), so timeouts must be rare, not routine.
 * - Standard retry mode: exponential backoff with jitter (100 ms base) and a retry quota; it
 *   retries network errors, timeouts, throttling and 5xx answers. What still fails is 503.
 */
export const REQUEST_DEADLINE_MS = 8_000;

/** Per service, so one can get its own bounds; today they agree (one retry, 5 s an attempt). */
const sdkBounds: Record<Service, { requestTimeout: number; maxAttempts: number }> = {
  dynamodb: { requestTimeout: 5_000, maxAttempts: 2 },
  cognito: { requestTimeout: 5_000, maxAttempts: 2 },
  s3: { requestTimeout: 5_000, maxAttempts: 2 },
  ses: { requestTimeout: 5_000, maxAttempts: 2 },
  events: { requestTimeout: 5_000, maxAttempts: 2 },
  location: { requestTimeout: 5_000, maxAttempts: 2 },
  sms: { requestTimeout: 5_000, maxAttempts: 2 },
  secrets: { requestTimeout: 5_000, maxAttempts: 2 },
  sqs: { requestTimeout: 5_000, maxAttempts: 2 },
};
const CONNECTION_TIMEOUT_MS = 1_000;

/** s3rver's account; the local file store checks every signature with it (infra/local/s3.ts). */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Per-attempt timeouts (an error, not just a warning) and a bounded retry strategy. */
function bounds(service: Service) {
  const { requestTimeout, maxAttempts } = sdkBounds[service];
  return {
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout,
      // @smithy/node-http-handler 4.4+ only warns on requestTimeout unless told to throw.
      throwOnRequestTimeout: true,
    },
    maxAttempts,
    retryMode: 'standard',
  };
}

export function clientOptions(service: Service) {
  const region = env('aws').AWS_REGION;
  const raw = env('aws').LOCAL_AWS_ENDPOINTS;
  const endpoint = raw ? localEndpoints.parse(JSON.parse(raw))[service] : undefined;
  if (!endpoint) return { region, ...bounds(service) };
  const credentials =
    service === 's3' ? LOCAL_S3_CREDENTIALS : { accessKeyId: 'local', secretAccessKey: 'local' };
  return {
    region,
    endpoint,
    credentials,
    ...bounds(service),
    ...(service === 's3' ? { forcePathStyle: true } : {}),
  };
}

const resets = new Set<() => void>();

/**
 * In a Lambda function with tracing on, an SDK client's calls are X-Ray subsegments
 * (tracing.ts); in test mode only, it records every call it makes (call-log.ts), and in bench
 * mode only, the DynamoDB calls' timing and consumed capacity (db-calls.ts). Its writes wait
 * for the request's own checks (write-gate.ts).
 */
const observed = <T>(made: T): T =>
  hasMiddlewareStack(made)
    ? traced(withCallLog(withDbCallRecord(withWriteGate(withoutSdkLogger(made)))))
    : made;

/**
 * The SDK's own logger step copies every input and output through their schemas' filters for
 * its logger, even for the default logger that drops them (@aws-sdk/core loggerMiddleware): a
 * walk of every item read or written, on every call. Our functions log through ports/logger.ts
 * and give the SDK no logger, so the step goes.
 */
function withoutSdkLogger<T>(client: T): T {
  (client as { middlewareStack?: { remove?(name: string): boolean } }).middlewareStack?.remove?.(
    'loggerMiddleware',
  );
  return client;
}

/**
 * One client (or other per-process value) per process, made on first use (settings are read
 * then, not at import), observed if it is an SDK client.
 */
export function lazyClient<T>(make: () => T): () => T {
  let value: T | undefined;
  resets.add(() => (value = undefined));
  return () => (value ??= observed(make()));
}

/** The local runtime and tests change settings between stacks; forget the clients made. */
export const resetClients = (): void => resets.forEach((reset) => reset());

import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { traceInvocation } from './tracing.js';

/**
 * The one logger of every function: Powertools' structured JSON on stdout (CloudWatch Logs in
 * AWS, the terminal locally). Service name and level come from POWERTOOLS_SERVICE_NAME and
 * POWERTOOLS_LOG_LEVEL (set per function by infra/constructs/app-function.ts, and to WARN by
 * the local runtime and the tests so their output stays readable).
 */
export const logger = new Logger({
  // A plain dotted path ('requestContext.requestId') instead of Powertools' JMESPath package:
  // the correlation id is always one known field, and the bundle stays smaller.
  correlationIdSearchFn: (path, data) =>
    path
      .split('.')
      .reduce<unknown>(
        (value, key) =>
          typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)[key]
            : undefined,
        data,
      ),
});

/**
 * Middy middleware adding the Lambda context (function, request id, cold start) and the
 * event's own id at `correlationIdPath` as `correlation_id` to every line, reset per call.
 */
export const logContext = (correlationIdPath?: string) =>
  injectLambdaContext(logger, { resetKeys: true, correlationIdPath });

/**
 * A plain async handler (event consumer, Cognito trigger) wrapped with `logContext`, and in AWS
 * traced as one X-Ray subsegment annotated with the consumer's name (tracing.ts): the name the
 * local runtime gives its unit, lambdas/events/<consumer>.ts or lambdas/triggers/<trigger>.ts.
 * Middy fills in a missing event or context with `{}`, as the local runtime calls some with
 * neither.
 */
export function withLogContext<E, R>(
  consumer: string,
  handler: (event: E) => Promise<R>,
  correlationIdPath?: string,
): (event?: E, context?: Context) => Promise<R> {
  return middy<E, R>()
    .use(traceInvocation('consumer', consumer))
    .use(logContext(correlationIdPath))
    .handler(handler) as (event?: E, context?: Context) => Promise<R>;
}

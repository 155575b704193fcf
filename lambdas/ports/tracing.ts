import type { MiddlewareLikeObj } from '@aws-lambda-powertools/commons/types';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { env } from './env.js';

/**
 * X-Ray tracing with the Powertools tracer: every AWS SDK client the factory makes (aws-clients.ts)
 * records each call as a subsegment, and each handler opens its own subsegment under Lambda's
 * invocation segment, annotated with what it serves (docs/decisions/deploying-and-aws.md, "Traced
 * SDK calls").
 *
 * Every bundle carries the tracer and the X-Ray SDK (about 38 KB gzip), but only a Lambda
 * function whose template turns tracing on runs them (some 15 ms of a cold start): the runtime
 * sets AWS_EXECUTION_ENV, the template POWERTOOLS_TRACE_ENABLED. The local runtime (its
 * stand-ins' endpoints are set), the tests and scripts never load them, and none of their calls
 * is captured.
 */
function tracingWanted(): boolean {
  const settings = env('tracing');
  return (
    Boolean(settings.AWS_EXECUTION_ENV) &&
    settings.POWERTOOLS_TRACE_ENABLED?.toLowerCase() === 'true' &&
    !settings.LOCAL_AWS_ENDPOINTS
  );
}

interface Tracing {
  tracer: Tracer;
  captureLambdaHandler: typeof captureLambdaHandler;
}

async function loadTracing(): Promise<Tracing> {
  const [{ Tracer }, middleware] = await Promise.all([
    import('@aws-lambda-powertools/tracer'),
    import('@aws-lambda-powertools/tracer/middleware'),
  ]);
  // Service name, response capture (off: answers carry personal data) and the rest come from
  // the function's settings (infra/constructs/app-function.ts `traceSettings`).
  return { tracer: new Tracer(), captureLambdaHandler: middleware.captureLambdaHandler };
}

/**
 * Loaded while the module loads (Lambda's init phase), before any client can be made: a client
 * made before the tracer would go untraced for the life of the process.
 */
const tracing: Tracing | undefined = tracingWanted() ? await loadTracing() : undefined;

/** The client, its calls recorded as X-Ray subsegments where tracing is on. */
export const traced = <T>(client: T): T =>
  tracing ? tracing.tracer.captureAWSv3Client(client) : client;

/**
 * Middy middleware (for `.use`): Powertools' handler subsegment (cold start and service
 * annotations, errors as metadata), annotated with the route key or the consumer it serves so
 * traces can be filtered by it (`annotation.route = "POST /api/jobs"`). None where tracing is
 * off.
 */
export function traceInvocation(kind: 'route' | 'consumer', name: string): MiddlewareLikeObj[] {
  if (!tracing) return [];
  const { tracer, captureLambdaHandler } = tracing;
  const capture = captureLambdaHandler(tracer);
  return [
    {
      ...capture,
      before: async (request) => {
        await capture.before?.(request);
        tracer.putAnnotation(kind, name);
      },
    },
  ];
}

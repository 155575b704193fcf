import { appendFileSync } from 'node:fs';
import { env } from './env.js';
import { iamCalls } from './iam-calls.js';
import { currentInvocation, runAsFunction } from './invocation.js';

/**
 * Test mode only. With AWS_CALL_LOG set to a file (the test setup sets it for the local stack;
 * no function's template does, test/infra/iam.test.ts checks that), every AWS call made on
 * behalf of a unit is appended to that file as one JSON line: who called (a route key, an event
 * consumer, a Cognito trigger) and what IAM would evaluate for it. test/support/grants/ checks
 * these against each function's role in the synthesized template. Without the setting nothing
 * is added to any client and nothing is written.
 */
export type CallRecord =
  | { unit: string; service: string; action: string; resource: string }
  /** The unit ran to the end and answered without an error (once per unit and process). */
  | { unit: string; served: true };

/** Local account id in recorded ARNs (the local event bus uses the same one). */
const LOCAL_ACCOUNT = '000000000000';
const served = new Set<string>();

const logFile = (): string | undefined => env('aws').AWS_CALL_LOG;

function append(record: CallRecord): void {
  const file = logFile();
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/**
 * Notes that `unit` answered: the local runtime calls this after each route, consumer and
 * trigger it plays (infra/local/played-functions.ts). `ok` says whether the answer means it did
 * its work (an HTTP status below 400, say); only then is it judged for grants it never used.
 */
export function noteAnswered(unit: string, ok: boolean): void {
  if (!ok || served.has(unit) || !logFile()) return;
  served.add(unit);
  append({ unit, served: true });
}

/**
 * Runs a consumer as `unit` with this process's own settings, for a test that runs one itself
 * (the local runtime plays units as their functions instead), so its calls are recorded too.
 */
export async function runAsUnit<T>(unit: string, work: () => Promise<T>): Promise<T> {
  const result = await runAsFunction({ functionName: '', unit }, work);
  noteAnswered(unit, true);
  return result;
}

/** Records a call made without the client's middleware (a presigned POST, a remembered link). */
export function recordCall(clientName: string, commandName: string, input: object): void {
  const unit = currentInvocation()?.unit;
  if (!unit || !logFile()) return;
  const where = { region: env('aws').AWS_REGION, account: LOCAL_ACCOUNT };
  for (const call of iamCalls(clientName, commandName, input, where)) append({ unit, ...call });
}

type Next = (args: { input: object }) => Promise<unknown>;
interface MiddlewareStack {
  add(
    middleware: (next: Next, context: { clientName?: string; commandName?: string }) => Next,
    options: { step: 'initialize'; name: string; override: boolean },
  ): void;
}

/** Whether a value is an AWS SDK client (lazyClient also keeps plain per-process values). */
export const hasMiddlewareStack = (
  client: unknown,
): client is { middlewareStack: MiddlewareStack } =>
  typeof (client as { middlewareStack?: { add?: unknown } })?.middlewareStack?.add === 'function';

/**
 * Adds the recording middleware to a new client when the call log is on. It runs at the first
 * step of every call, presigned links included (they act with the signer's permission).
 */
export function withCallLog<T>(client: T): T {
  if (!logFile() || !hasMiddlewareStack(client)) return client;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      recordCall(context.clientName ?? '?', context.commandName ?? '?', args.input);
      return next(args);
    },
    { step: 'initialize', name: 'awsCallLog', override: true },
  );
  return client;
}

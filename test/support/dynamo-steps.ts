import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';
import { hasMiddlewareStack } from '../../lambdas/ports/call-log.js';
import type { HttpEvent, HttpResult } from '../../lambdas/http/http-event.js';

/** One DynamoDB call a request made: what, and when it was sent and answered. */
export interface DynamoCall {
  command: string;
  /** The call's input as sent (keys and items show which entity it touched). */
  input: string;
  start: number;
  end: number;
  /** Its sequential step: 1 + the deepest step among calls answered before it was sent. */
  step: number;
}

const recording = new AsyncLocalStorage<DynamoCall[]>();
const installed = new WeakSet<object>();

/** Adds the recorder to this process's DynamoDB client (once per client; it only records inside `record`). */
function install(): void {
  const client = dynamoClient();
  if (installed.has(client) || !hasMiddlewareStack(client)) return;
  installed.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const calls = recording.getStore();
      if (!calls) return next(args);
      const call = {
        command: context.commandName ?? '?',
        input: JSON.stringify(args.input),
        start: performance.now(),
        end: Infinity,
        step: 0,
      };
      calls.push(call);
      try {
        return await next(args);
      } finally {
        call.end = performance.now();
      }
    },
    { step: 'initialize', name: 'dynamoStepsRecorder', override: true },
  );
}

/** Numbers each call's step: calls sent before any earlier one was answered share its step. */
function withSteps(calls: DynamoCall[]): DynamoCall[] {
  const ordered = [...calls].sort((a, b) => a.start - b.start);
  for (const call of ordered) {
    const before = ordered.filter((other) => other.end <= call.start);
    call.step = 1 + Math.max(0, ...before.map((other) => other.step));
  }
  return ordered;
}

export interface RouteCalls {
  result: HttpResult;
  /**
   * Every call the request made, each with its step: mail and texts go after the answer
   * (docs/decisions/mail-and-sms.md, "Mail and texts after the answer"), so all of them are the
   * route's own.
   */
  calls: DynamoCall[];
  /** How many sequential steps the route's own calls took. */
  steps: number;
}

/**
 * Runs a route's function in this process on `event` (as Lambda runs it) and records every
 * DynamoDB call the request makes, with its sequential step.
 */
export async function routeCalls(
  handler: (event: HttpEvent, context: never) => unknown,
  event: HttpEvent,
): Promise<RouteCalls> {
  install();
  const calls: DynamoCall[] = [];
  const result = (await recording.run(calls, () => handler(event, {} as never))) as HttpResult;
  const all = withSteps(calls);
  return { result, calls: all, steps: Math.max(0, ...all.map((call) => call.step)) };
}

/** A readable list of calls by step, for an assertion's message. */
export const describeCalls = (calls: DynamoCall[]): string =>
  calls.map((call) => `${call.step}: ${call.command} ${call.input.slice(0, 160)}`).join('\n');

import * as z from 'zod';
import { round } from './measure.js';

/**
 * What each route asks of DynamoDB, measured on the bench's local stack (bench mode:
 * lambdas/ports/db-calls.ts records every call with the capacity DynamoDB reports, and
 * /local/bench/calls serves the records). Reusable by any bench figure that needs a route's
 * measured capacity rather than an assumed one (`measuredCalls`).
 */
const call = z.object({
  operation: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  items: z.number(),
  itemBytes: z.number(),
  indexes: z.number(),
  readUnits: z.number(),
  writeUnits: z.number(),
  error: z.string().optional(),
  request: z.record(z.string(), z.unknown()),
  found: z.array(z.record(z.string(), z.unknown())),
});
const invocation = z.object({
  unit: z.string(),
  functionName: z.string(),
  durationMs: z.number(),
  calls: z.array(call),
});
export type RecordedCall = z.infer<typeof call>;
export type RecordedInvocation = z.infer<typeof invocation>;

/** One call of a route's plan, as the floor replays it: same operation and shape, fresh keys. */
export interface PlannedCall {
  operation: string;
  items: number;
  bytesPerItem: number;
  indexes: number;
}
/** Steps in order; the calls of a step run at the same time. */
export type Plan = PlannedCall[][];

/** One call as the route sent it (its input before marshalling), for the floor's replay. */
export interface SentCall {
  operation: string;
  request: Record<string, unknown>;
  /** The items its writes found, as they were just before it (DynamoDB attribute values). */
  found: Record<string, unknown>[];
}

export interface RouteCalls {
  /** Requests recorded (the sample). */
  requests: number;
  callsPerRequest: number;
  sequentialSteps: number;
  maxSequentialSteps: number;
  readUnitsPerRequest: number;
  writeUnitsPerRequest: number;
  /** Calls DynamoDB refused (a failed condition); they cost capacity in AWS all the same. */
  failedCalls: number;
  /** The handler's own time at one connection: what Lambda bills (1 ms units). */
  handlerMsP50: number;
  functionName: string;
  /** The most common sequence of calls, by shape (the floor replays the calls themselves). */
  plan: Plan;
}

interface Interval {
  startMs: number;
  endMs: number;
}

/**
 * Calls grouped into sequential steps: calls whose times overlap ran together and count as one
 * step (a Promise.all); a call that starts after every call of the step so far has ended starts
 * the next one.
 */
export function sequentialSteps<T extends Interval>(calls: readonly T[]): T[][] {
  const steps: T[][] = [];
  let stepEnd = -Infinity;
  for (const next of [...calls].sort((a, b) => a.startMs - b.startMs)) {
    if (steps.length && next.startMs < stepEnd) {
      steps.at(-1)!.push(next);
      stepEnd = Math.max(stepEnd, next.endMs);
    } else {
      steps.push([next]);
      stepEnd = next.endMs;
    }
  }
  return steps;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};
const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

const planOf = (calls: readonly RecordedCall[]): Plan =>
  sequentialSteps(calls).map((step) =>
    step.map((c) => ({
      operation: c.operation,
      items: c.items,
      bytesPerItem: Math.round(c.itemBytes / Math.max(1, c.items)),
      indexes: c.indexes,
    })),
  );
const signature = (plan: Plan) =>
  plan.map((step) => step.map((c) => c.operation).join('+')).join(' > ');

/** The requests whose calls follow the most common sequence (a failed guard's do not). */
function commonRequests(invocations: readonly RecordedInvocation[]) {
  if (!invocations.length) throw new Error('no request of the route was recorded');
  const plans = invocations.map((one) => planOf(one.calls));
  const counts = new Map<string, number>();
  for (const plan of plans) counts.set(signature(plan), (counts.get(signature(plan)) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  return { plans, common, requests: invocations.filter((_, i) => signature(plans[i]!) === common) };
}

/** The calls of one request of the most common sequence, in its steps, as the route sent them. */
export const sentCalls = (invocations: readonly RecordedInvocation[]): SentCall[][] =>
  sequentialSteps(commonRequests(invocations).requests[0]!.calls).map((step) =>
    step.map(({ operation, request, found }) => ({ operation, request, found })),
  );

/** A route's calls per request, steps, capacity and handler time, from its recorded requests. */
export function routeCalls(invocations: readonly RecordedInvocation[]): RouteCalls {
  const { plans, common } = commonRequests(invocations);
  const steps = plans.map((plan) => plan.length);
  const units = (pick: (c: RecordedCall) => number) =>
    round(mean(invocations.map((one) => one.calls.reduce((sum, c) => sum + pick(c), 0))), 2);
  return {
    requests: invocations.length,
    callsPerRequest: median(invocations.map((one) => one.calls.length)),
    sequentialSteps: median(steps),
    maxSequentialSteps: Math.max(...steps),
    readUnitsPerRequest: units((c) => c.readUnits),
    writeUnitsPerRequest: units((c) => c.writeUnits),
    failedCalls: invocations.reduce((sum, one) => sum + one.calls.filter((c) => c.error).length, 0),
    handlerMsP50: round(median(invocations.map((one) => one.durationMs)), 1),
    functionName: invocations[0]!.functionName,
    plan: plans.find((plan) => signature(plan) === common)!,
  };
}

/** The invocations of `unit` recorded since the last read (all others are forgotten too). */
export async function recordedInvocations(url: string, unit?: string) {
  const query = unit ? `?unit=${encodeURIComponent(unit)}` : '';
  const answer = await fetch(`${url}/local/bench/calls${query}`);
  if (!answer.ok)
    throw new Error(`/local/bench/calls: ${answer.status} (is the stack in bench mode?)`);
  return z.object({ invocations: z.array(invocation) }).parse(await answer.json()).invocations;
}

async function setRecording(url: string, on: boolean) {
  const answer = await fetch(`${url}/local/bench/recording?on=${on ? 1 : 0}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`/local/bench/recording: ${answer.status}`);
}

/**
 * Runs `send` (requests of route `unit`, e.g. 'GET /api/inbox/unread') on a bench-mode stack and
 * answers what they asked of DynamoDB, measured: calls, steps, read and write units per request
 * (`calls`), and one request's calls as sent (`sent`, for the floor). Only this is recorded.
 */
export async function measuredCalls(url: string, unit: string, send: () => Promise<unknown>) {
  await recordedInvocations(url);
  await setRecording(url, true);
  try {
    await send();
  } finally {
    await setRecording(url, false);
  }
  const invocations = await recordedInvocations(url, unit);
  return { calls: routeCalls(invocations), sent: sentCalls(invocations) };
}

const heldWork = z.object({
  held: z.number(),
  streamRecords: z.number().optional(),
  queueMessages: z.number().optional(),
  scheduledRunsSkipped: z.number().optional(),
  deliveredInMs: z.number().optional(),
});

/**
 * Holds every consumer the local runtime plays in its own process (on): the event bus, the
 * table stream's poller, the queues and the schedules (infra/local/bench-control.ts); or
 * delivers what they held and waits for it (off), answering how much that was and its time.
 */
export async function holdEvents(url: string, on: boolean) {
  const answer = await fetch(`${url}/local/bench/events?hold=${on ? 1 : 0}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`/local/bench/events: ${answer.status}`);
  return heldWork.parse(await answer.json());
}

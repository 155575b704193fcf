import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Writes that wait for a request's own checks ("Writes in two steps" in
 * docs/decisions/data-and-dynamodb.md). The HTTP wrapper starts the caller's session check (and a
 * route's rate limits) at the same moment as the route's own reads, so they cost no step of their
 * own; any call that could change something waits here until those checks have passed, and is never
 * sent when one failed. Reads are not held: the wrapper withholds their answer until the checks
 * pass.
 */
const gates = new AsyncLocalStorage<Promise<unknown>>();

/** Commands that only read, of any AWS service the app calls: they go at once. */
const readOnly = /^(Get|BatchGet|TransactGet|Query|Scan|Describe|List|Head)/;

/** Runs `work` so that its writes wait for `checks` (and for any gate already around it). */
export function writesAfter<T>(checks: Promise<unknown>, work: () => Promise<T>): Promise<T> {
  const outer = gates.getStore();
  const gate = outer ? Promise.all([outer, checks]) : checks;
  // Nobody may await the gate (a read-only route): its refusal is the wrapper's to report.
  gate.catch(() => undefined);
  return gates.run(gate, work);
}

/** Runs `work` outside any gate: a rate limit's counter is itself one of the checks. */
export const beforeWrites = <T>(work: () => Promise<T>): Promise<T> => gates.exit(work);

/** A write not sent because the request's checks failed: their refusal is the answer. */
export class HeldByChecks extends Error {
  constructor() {
    super('Not sent: the request was refused');
  }
}

/** Whether `error` (or what it wraps, as electrodb wraps the SDK's) is a held write. */
export const isHeldByChecks = (error: unknown): boolean =>
  error instanceof HeldByChecks ||
  (error instanceof Error && error.cause !== undefined && isHeldByChecks(error.cause));

/** Waits until the current request's checks have passed; throws HeldByChecks if one failed. */
export async function checksPassed(): Promise<void> {
  await gates.getStore()?.catch(() => {
    throw new HeldByChecks();
  });
}

type Next = (args: { input: object }) => Promise<unknown>;
interface GatedStack {
  add(
    middleware: (next: Next, context: { commandName?: string }) => Next,
    options: { step: 'initialize'; name: string; override: boolean },
  ): void;
}

/** Makes every write an SDK client sends wait for the request's checks. */
export function withWriteGate<T extends { middlewareStack: GatedStack }>(client: T): T {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!readOnly.test(context.commandName ?? '')) await checksPassed();
      return next(args);
    },
    { step: 'initialize', name: 'writeGate', override: true },
  );
  return client;
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The Lambda function a piece of work runs as. In AWS every function is its own process and
 * needs none of this. Locally one process plays every function of the stack
 * (infra/local/functions.ts), and while it runs one of them the settings that function reads
 * are its own, exactly the environment its template gives it: a setting the template forgot
 * fails here as it would in AWS.
 */
export interface Invocation {
  /** The function, as the stack names it (lambdas/http/functions.ts). */
  functionName: string;
  /** What was invoked: a route key ("POST /api/jobs"), a consumer or a trigger. */
  unit: string;
  /** The function's environment; absent, the process's own (a test running a consumer itself). */
  settings?: Readonly<Record<string, string | undefined>>;
}

const current = new AsyncLocalStorage<Invocation>();

/** Runs `work` as the given function; everything it awaits stays inside. */
export const runAsFunction = <T>(invocation: Invocation, work: () => T): T =>
  current.run(invocation, work);

/** The function being played locally, or undefined (in AWS, or outside any function). */
export const currentInvocation = (): Invocation | undefined => current.getStore();

/**
 * What a function keeps in memory between invocations (a secret, the mail account's state),
 * kept apart per function: in AWS each function is its own process and reads it itself, so the
 * local runtime must not let one function ride on what another read.
 */
export const perFunctionKey = (key: string): string =>
  `${current.getStore()?.functionName ?? ''}\n${key}`;

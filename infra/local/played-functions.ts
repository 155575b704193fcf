import { noteAnswered } from '../../lambdas/ports/call-log.js';
import { recordInvocation } from '../../lambdas/ports/db-calls.js';
import { runAsFunction } from '../../lambdas/ports/invocation.js';
import type { FunctionEntry } from '../constructs/function-entries.js';
import { stageModel, type FunctionTemplate } from './stage-model.js';

export type { FunctionTemplate };

/** Every function of a stage, as its template makes it: what the local runtime plays. */
export const stageFunctionTemplates = (stage = 'dev'): FunctionTemplate[] =>
  stageModel(stage).functions;

/**
 * Settings Lambda itself gives every function (the region), and what the local runtime adds
 * because the stand-ins are not where AWS's services are: where each stand-in listens for the
 * SDK (in AWS, its default endpoints) and where the browser reaches cognito-local (in AWS,
 * Cognito's own address, which Amplify knows from the region).
 */
const runtimeSettings = ['AWS_REGION', 'LOCAL_AWS_ENDPOINTS', 'COGNITO_PUBLIC_ENDPOINT'] as const;

/**
 * Test mode only: where the tests record each AWS call (lambdas/ports/call-log.ts); bench mode
 * only: each unit's DynamoDB calls and capacity are recorded (lambdas/ports/db-calls.ts).
 */
const testSettings = ['AWS_CALL_LOG', 'LOCAL_BENCH'] as const;

/**
 * The environment a function gets locally: exactly the variables its template sets, each with
 * the local stack's value of that name (a literal of the template where the local stack has
 * none, such as the log level), plus the runtime's own. A variable the template resolves at
 * deploy time (a table name, a pool id) that the local stack does not have is a gap between
 * the runtimes, and stops the start naming it.
 */
export function localEnvironment(
  template: FunctionTemplate,
  local: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  const missing: string[] = [];
  for (const [name, value] of Object.entries(template.variables)) {
    const localValue = local[name] ?? (typeof value === 'string' ? value : undefined);
    if (localValue === undefined) missing.push(name);
    else environment[name] = localValue;
  }
  if (missing.length)
    throw new Error(`${template.path}: the local stack has no value for ${missing.join(', ')}`);
  for (const name of runtimeSettings) {
    const value = local[name];
    if (value !== undefined) environment[name] = value;
  }
  for (const name of testSettings) {
    const value = local[name] ?? process.env[name];
    if (value !== undefined) environment[name] = value;
  }
  return environment;
}

/**
 * Runs `work` as the function built from `entry`, for `unit` (a route key, a consumer, a
 * trigger); `ok` says whether its answer means it did its work (for the call log).
 */
export type Play = <T>(
  entry: FunctionEntry,
  unit: string,
  work: () => Promise<T>,
  ok?: (result: T) => boolean,
) => Promise<T>;

/**
 * Plays the stage's functions in this one process: each invocation runs with the environment of
 * the function that serves it in AWS (lambdas/ports/invocation.ts), so a setting the template
 * forgot fails locally, and in the tests, as it would in AWS. `local` gives the local stack's
 * settings when the first invocation of a function needs them.
 */
export function functionPlayer(
  templates: readonly FunctionTemplate[],
  local: () => Readonly<Record<string, string | undefined>>,
): Play {
  const byEntry = new Map<FunctionEntry, FunctionTemplate>();
  for (const template of templates) {
    const other = byEntry.get(template.entry);
    if (other) throw new Error(`${template.path} and ${other.path} are built from one entry`);
    byEntry.set(template.entry, template);
  }
  const environments = new Map<FunctionEntry, Record<string, string>>();
  return async (entry, unit, work, ok) => {
    const template = byEntry.get(entry);
    if (!template) throw new Error(`No function of the stack is built from ${entry}`);
    let settings = environments.get(entry);
    if (!settings) environments.set(entry, (settings = localEnvironment(template, local())));
    const result = await recordInvocation(unit, template.path, () =>
      runAsFunction({ functionName: template.path, unit, settings }, work),
    );
    noteAnswered(unit, ok ? ok(result) : true);
    return result;
  };
}

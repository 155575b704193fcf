import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { noteAnswered } from '../../lambdas/ports/call-log.js';
import { runAsFunction } from '../../lambdas/ports/invocation.js';
import { AppFunction } from '../constructs/app-function.js';
import type { FunctionEntry } from '../constructs/function-entries.js';
import { createMarketplaceApp } from '../marketplace-stack.js';

/** A function as its template makes it: its code's entry and its environment's variables. */
export interface FunctionTemplate {
  entry: FunctionEntry;
  /** The function's construct path in the stack ('Marketplace-dev/Api/HiringRoutes/Hiring'). */
  path: string;
  /** Each variable the template sets: a literal, or a reference resolved at deploy time. */
  variables: Readonly<Record<string, unknown>>;
}

/**
 * Every function of a stage, made in memory as `cdk synth` makes them (nothing bundled, nothing
 * written but CDK's scratch folder): what the local runtime plays, and what the tests compare.
 */
export function stageFunctionTemplates(stage = 'dev'): FunctionTemplate[] {
  // Made once per process: every local stack a test starts, and the bundle runner, read it.
  let made = madeTemplates.get(stage);
  if (!made) madeTemplates.set(stage, (made = makeTemplates(stage)));
  return made;
}
const madeTemplates = new Map<string, FunctionTemplate[]>();

function makeTemplates(stage: string): FunctionTemplate[] {
  const outdir = mkdtempSync(join(tmpdir(), 'played-functions-'));
  try {
    const app = new App({
      outdir,
      context: {
        stage,
        '@aws-cdk/core:appMode': 'inmemory',
        // No function is bundled and no asset copied: only the templates' shape is read.
        'aws:cdk:bundling-stacks': [],
      },
    });
    const { stack } = createMarketplaceApp(app);
    return stack.node
      .findAll()
      .filter((c): c is AppFunction => c instanceof AppFunction)
      .map((fn) => {
        const cfn = fn.fn.node.defaultChild as CfnFunction;
        const resolved = Stack.of(fn).resolve(cfn.environment) as
          { variables?: Record<string, unknown> } | undefined;
        return { entry: fn.entry, path: fn.node.path, variables: resolved?.variables ?? {} };
      });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * Settings Lambda itself gives every function (the region), and what the local runtime adds
 * because the stand-ins are not where AWS's services are: where each stand-in listens for the
 * SDK (in AWS, its default endpoints) and where the browser reaches cognito-local (in AWS,
 * Cognito's own address, which Amplify knows from the region).
 */
const runtimeSettings = ['AWS_REGION', 'LOCAL_AWS_ENDPOINTS', 'COGNITO_PUBLIC_ENDPOINT'] as const;

/** Test mode only: where the tests record each AWS call (lambdas/ports/call-log.ts). */
const testSettings = ['AWS_CALL_LOG'] as const;

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
    const result = await runAsFunction({ functionName: template.path, unit, settings }, work);
    noteAnswered(unit, ok ? ok(result) : true);
    return result;
  };
}

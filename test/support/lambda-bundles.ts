import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { buildBundles } from '../../infra/constructs/build-bundles.js';
import { bundleName, type FunctionEntry } from '../../infra/constructs/function-entries.js';
import {
  localEnvironment,
  stageFunctionTemplates,
  type FunctionTemplate,
} from '../../infra/local/played-functions.js';
import { quietSdkEnv } from '../../infra/local/spawn-local.js';
import { functionProfiles } from '../../lambdas/http/functions.js';
import type { HttpResult } from '../../lambdas/http/http-event.js';
import type { HttpMethod } from '../../lambdas/http/route.js';
import type { ApiResponse } from './api.js';
import { apiGatewayEvent } from './api-gateway-event.js';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Bundles functions (a source file from the project root, or `http:<name>` for an HTTP
 * function: infra/constructs/function-entries.ts) as the stack deploys them, in one esbuild run
 * (infra/constructs/build-bundles.ts, which the stack's bundling step runs too), each to
 * <dir>/<name>/index.mjs as the function's asset holds it. The folder is outside the project,
 * like /var/task: no node_modules next to it but the native ones the asset carries, so only
 * what is in the bundle runs. `remove` deletes it.
 */
export async function buildLambdaBundles(entries: readonly FunctionEntry[]) {
  const dir = mkdtempSync(join(tmpdir(), 'bundled-lambdas-'));
  const folders = new Map(entries.map((entry) => [entry, join(dir, bundleName(entry))]));
  await buildBundles(
    root,
    [...folders].map(([entry, outDir]) => ({ entry, outDir })),
  );
  for (const [entry, folder] of folders) entryOfFile.set(join(folder, 'index.mjs'), entry);
  return {
    /** The bundle of each entry. */
    files: new Map([...folders].map(([entry, folder]) => [entry, join(folder, 'index.mjs')])),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * What the Node.js runtime does with a function: import index.mjs, call `handler(event,
 * context)` once. The answer goes back on fd 3 (stdout carries the function's logs) and the
 * process exits, as Lambda freezes it, instead of waiting for the SDK's kept-alive sockets: at
 * the end of that turn of the event loop, as Lambda's runtime still posts the answer before it
 * freezes, so what the handler set going as it returned (the X-Ray SDK's last subsegments, sent
 * over UDP) goes out.
 */
const runtime = `
import { readFileSync, writeSync } from 'node:fs';
const { file, event, context } = JSON.parse(readFileSync(0, 'utf8'));
const answer = (value) => { writeSync(3, JSON.stringify(value)); setImmediate(() => process.exit(0)); };
try {
  const { handler } = await import(file);
  const endsAt = Date.now() + context.timeoutMs;
  const result = await handler(event, { ...context, getRemainingTimeInMillis: () => endsAt - Date.now() });
  answer({ result: result ?? null });
} catch (error) {
  answer({ error: { name: error?.name, message: error?.message, stack: error?.stack } });
}`;

/** The function each built bundle is, for its environment. */
const entryOfFile = new Map<string, FunctionEntry>();
let templates: Map<FunctionEntry, FunctionTemplate> | undefined;

/**
 * The environment Lambda gives the function built from `entry`: exactly the variables its
 * template sets (the stage synthesized in memory, with the local stack's values:
 * infra/local/played-functions.ts), Lambda's own variables, and its role's credentials.
 */
function lambdaEnv(entry: FunctionEntry, functionName: string): NodeJS.ProcessEnv {
  templates ??= new Map(stageFunctionTemplates().map((template) => [template.entry, template]));
  const template = templates.get(entry);
  if (!template) throw new Error(`No function of the stage is built from ${entry}`);
  return {
    PATH: process.env.PATH,
    ...quietSdkEnv,
    ...localEnvironment(template, inject('settings')),
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    // Lambda hands a function its role's credentials as variables (the local endpoints of
    // lambdas/ports/aws-clients.ts bring their own).
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SESSION_TOKEN: 'local',
  };
}

const TIMEOUT_MS = 40_000;

/** Changes a function's environment for one run (test/support/xray-daemon.ts, say). */
export type EnvironmentChange = (environment: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;

/**
 * Runs one bundled function once in a plain Node child process (no tsx, no vitest) with the
 * local runtime's settings, and resolves with what the handler returned; a thrown error, a
 * crash of the process or no answer within `timeoutMs` (then it is killed) rejects, with its
 * output. The bound is far above the function's 10 s: a cold start on a loaded machine is slow.
 */
export async function invokeBundle(file: string, event: unknown, timeoutMs = TIMEOUT_MS) {
  return (await runBundle(file, event, timeoutMs)).result;
}

/** invokeBundle's work; also resolves with the function's output (its logs). */
function runBundle(
  file: string,
  event: unknown,
  timeoutMs = TIMEOUT_MS,
  change: EnvironmentChange = (environment) => environment,
): Promise<{ result: unknown; logs: string }> {
  const functionName = file.split(/[\\/]/).at(-2)!;
  const entry = entryOfFile.get(file);
  if (!entry) throw new Error(`${file} was not built by buildLambdaBundles`);
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--input-type=module', '-e', runtime],
    { env: change(lambdaEnv(entry, functionName)), stdio: ['pipe', 'pipe', 'pipe', 'pipe'] },
  );
  const output: Buffer[] = [];
  const answer: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk));
  (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => answer.push(chunk));
  const context = {
    awsRequestId: randomUUID(),
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:af-south-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: true,
    // The standard function's timeout (lambdas/http/functions.ts): the handler's deadline.
    timeoutMs: functionProfiles.standard.timeoutSeconds * 1000,
  };
  child.stdin!.end(JSON.stringify({ file: pathToFileURL(file).href, event, context }));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', fail);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const logs = Buffer.concat(output).toString('utf8');
      const text = Buffer.concat(answer).toString('utf8');
      if (!text)
        return fail(
          new Error(`${functionName} ended (${signal ?? code}) without answering\n${logs}`),
        );
      const { result, error } = JSON.parse(text) as {
        result?: unknown;
        error?: { stack?: string };
      };
      if (error) fail(new Error(`${functionName} threw: ${error.stack}\n${logs}`));
      else done({ result, logs });
    });
  });
}

/**
 * Calls a bundled HTTP function as API Gateway would for this request, coming through
 * CloudFront (apiGatewayEvent). Answers like `api()`: status, JSON body.
 */
export async function invokeBundledRoute<T = Record<string, any>>(
  file: string,
  method: HttpMethod,
  path: string,
  options: { body?: unknown; token?: string; environment?: EnvironmentChange } = {},
): Promise<ApiResponse<T>> {
  const { environment, ...request } = options;
  const event = await apiGatewayEvent(method, path, {
    ...request,
    headers: { 'user-agent': 'bundled-functions-test' },
  });
  const { result, logs } = (await runBundle(file, event, TIMEOUT_MS, environment)) as {
    result: HttpResult;
    logs: string;
  };
  // A 500 says nothing to the client; the function's log line says what broke.
  if ((result.statusCode ?? 200) >= 500) console.error(`${method} ${path} logged:\n${logs}`);
  const text = result.body ?? '';
  // A route that produces text (a CSV export) answers it as it is; every other answer is JSON.
  const type = Object.entries(result.headers ?? {}).find(([name]) => /^content-type$/i.test(name));
  const isJson = !type || String(type[1]).includes('json');
  return {
    status: result.statusCode ?? 200,
    body: (text && isJson ? JSON.parse(text) : text) as T,
  };
}

/** The EventBridge event of a published job, as the job-match rule hands it to its consumer. */
export const jobPublishedEvent = (postId: string) => ({
  version: '0',
  id: randomUUID(),
  'detail-type': 'job.published',
  source: 'marketplace',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'af-south-1',
  resources: [],
  detail: { post_id: postId },
});

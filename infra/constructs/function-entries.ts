import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { appQueues } from '../../lambdas/events/queues.js';
import { deliveryStream } from '../../lambdas/events/streams.js';
import { eventRules } from '../../lambdas/events/rules.js';
import { scheduledJobs } from '../../lambdas/events/schedules.js';
import { httpFunction, httpFunctions, type HttpFunction } from '../../lambdas/http/functions.js';
import { routeKey } from '../../lambdas/http/route.js';
import { eventConsumerEntry, httpHandlerEntry } from '../project-paths.js';

/**
 * What a function's code is built from, as one string: a source file relative to the project
 * root ('lambdas/events/job-match.ts', it exports `handler`), or `http:<name>`, the generated
 * dispatcher of an HTTP function (lambdas/http/functions.ts) over its routes' handlers.
 */
export type FunctionEntry = string;

const httpPrefix = 'http:';
export const httpFunctionEntry = (fn: Pick<HttpFunction, 'name'>): FunctionEntry =>
  `${httpPrefix}${fn.name}`;
const httpFunctionOf = (entry: FunctionEntry): HttpFunction | undefined =>
  entry.startsWith(httpPrefix) ? httpFunction(entry.slice(httpPrefix.length)) : undefined;

/** What esbuild is given for an entry: the file's absolute path, or `http:<name>` itself. */
export const entryPoint = (projectRoot: string, entry: FunctionEntry): string =>
  entry.startsWith(httpPrefix) ? entry : join(projectRoot, entry);

/** A folder name for an entry's bundle: 'http:public-read' -> 'http-public-read'. */
export const bundleName = (entry: FunctionEntry): string =>
  entry
    .replace(/^lambdas\//, '')
    .replace(/\.ts$/, '')
    .replace(/[^\w-]/g, '-');

/** Whether the entry's bundle carries sharp (lambda-bundling.ts `withNativeModules`). */
export const decodesImages = (entry: FunctionEntry): boolean =>
  httpFunctionOf(entry)?.profile.decodesImages ?? false;

/**
 * The generated entry of an HTTP function: a static import of each route's handler, so esbuild
 * still drops whatever no route of the function uses, and lambdas/http/dispatch.ts to pick
 * the handler by the event's route key.
 */
export function dispatcherSource(fn: HttpFunction): string {
  const imports = fn.routes.map(
    (route, i) =>
      `import { handler as route${i} } from ${JSON.stringify(`./${httpHandlerEntry(route.handler)}`)};`,
  );
  const table = fn.routes.map((route, i) => `  ${JSON.stringify(routeKey(route))}: route${i},`);
  return [
    "import { dispatcher } from './lambdas/http/dispatch.ts';",
    ...imports,
    'export const handler = dispatcher({',
    ...table,
    '});',
    '',
  ].join('\n');
}

/** Lets esbuild take `http:<name>` as an entry point: the dispatcher source, in memory. */
export const httpFunctionEntries = (projectRoot: string): Plugin => ({
  name: 'http-function-entries',
  setup(build) {
    build.onResolve({ filter: /^http:/ }, ({ path }) => ({ path, namespace: 'http-function' }));
    build.onLoad({ filter: /.*/, namespace: 'http-function' }, ({ path }) => ({
      contents: dispatcherSource(httpFunctionOf(path)!),
      resolveDir: projectRoot,
      loader: 'ts',
    }));
  },
});

/** The Cognito triggers (infra/auth.ts). */
const triggerEntries = [
  'lambdas/triggers/post-confirmation.ts',
  'lambdas/triggers/pre-sign-up.ts',
  'lambdas/triggers/pre-authentication.ts',
  'lambdas/triggers/post-authentication.ts',
  'lambdas/triggers/define-auth-challenge.ts',
  'lambdas/triggers/create-auth-challenge.ts',
  'lambdas/triggers/verify-auth-challenge.ts',
];

/**
 * Every bundle a stage deploys, known before any function is made, so one esbuild run builds
 * them all (app-function.ts `planBundles`). A function missing here is still built, alone and
 * slower; test/infra/bundling.test.ts checks that none is.
 */
export const stageEntries = (): FunctionEntry[] => [
  ...httpFunctions.map(httpFunctionEntry),
  ...new Set(
    [...eventRules, ...scheduledJobs, ...appQueues, deliveryStream].map((job) =>
      eventConsumerEntry(job.consumer),
    ),
  ),
  eventConsumerEntry('sms-inbound'),
  ...triggerEntries,
];

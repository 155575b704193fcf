import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBuildOptions } from '../../infra/constructs/lambda-bundling.js';
import { eventRules } from '../../lambdas/events/rules.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { scheduledJobs } from '../../lambdas/events/schedules.js';
import { routeList } from '../../lambdas/http/routes.js';
import { root } from './measure.js';

/** Every Lambda entry: the HTTP handlers, the Cognito triggers, event and scheduled consumers. */
export const lambdaEntries = () => [
  ...new Set(routeList.map((route) => `lambdas/http/handlers/${route.handler}.ts`)),
  'lambdas/triggers/post-confirmation.ts',
  'lambdas/triggers/pre-sign-up.ts',
  ...new Set(
    [...eventRules, ...scheduledJobs, mailQueue].map(
      (rule) => `lambdas/events/${rule.consumer}.ts`,
    ),
  ),
];

/**
 * Each Lambda bundle, built with the options the stack deploys (infra/constructs/
 * lambda-bundling.ts, which app-function.ts bundles with too); the source map is left out.
 */
export async function buildLambdaBundles(): Promise<Map<string, Uint8Array>> {
  const bundles = new Map<string, Uint8Array>();
  for (const entry of lambdaEntries()) {
    const result = await build({
      ...lambdaBuildOptions(root),
      entryPoints: [join(root, entry)],
      write: false,
      logLevel: 'silent',
    });
    bundles.set(entry, result.outputFiles[0]!.contents);
  }
  return bundles;
}

export const lambdaGoals = { bundleGzipBytesAtMost: 250 * 1024 };

/** Raw and gzip bytes of each bundle; the largest and those over the gzip budget. */
export function lambdaBundleSizes(bundles: Map<string, Uint8Array>) {
  const functions: Record<string, { rawBytes: number; gzipBytes: number }> = {};
  for (const [entry, contents] of bundles)
    functions[entry] = {
      rawBytes: contents.byteLength,
      gzipBytes: gzipSync(contents, { level: 9 }).byteLength,
    };
  const sizes = Object.values(functions);
  const overBudget = Object.keys(functions).filter(
    (entry) => functions[entry]!.gzipBytes > lambdaGoals.bundleGzipBytesAtMost,
  );
  return {
    maxGzipBytes: Math.max(...sizes.map((size) => size.gzipBytes)),
    maxRawBytes: Math.max(...sizes.map((size) => size.rawBytes)),
    overBudget,
    met: overBudget.length === 0,
    functions,
  };
}

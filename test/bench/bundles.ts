import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { entryPoint, stageEntries } from '../../infra/constructs/function-entries.js';
import { lambdaBuildOptions } from '../../infra/constructs/lambda-bundling.js';
import { root } from './measure.js';

/**
 * Each function's bundle, as a stage deploys it (infra/constructs/function-entries.ts: the HTTP
 * functions' dispatchers, the event consumers and the Cognito triggers), built with the stack's
 * options (infra/constructs/lambda-bundling.ts); the source map is left out.
 */
export async function buildLambdaBundles(): Promise<Map<string, Uint8Array>> {
  const bundles = new Map<string, Uint8Array>();
  for (const entry of stageEntries()) {
    const result = await build({
      ...lambdaBuildOptions(root),
      entryPoints: [entryPoint(root, entry)],
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

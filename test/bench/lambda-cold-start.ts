import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { traceSettings } from '../../infra/constructs/app-function.js';
import { round } from './measure.js';

/** Times the import inside the child: the module's load and top-level code, not Node's boot. */
const CHILD = `
const started = performance.now();
try {
  await import(process.env.BENCH_BUNDLE_URL);
  console.log(JSON.stringify({ ms: performance.now() - started }));
} catch (error) {
  console.log(JSON.stringify({ ms: performance.now() - started, error: String(error).slice(0, 200) }));
}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Each bundle's cold import, as a Lambda cold start pays it: the bundle written to a
 * temporary .mjs file and imported in a fresh `node` process, median of BENCH_COLD_RUNS
 * (default 3) processes. Runs without the functions' environment but for what decides tracing
 * (the runtime's AWS_EXECUTION_ENV and the template's tracer settings), so the X-Ray SDK
 * loads as it does in AWS (lambdas/ports/tracing.ts); a bundle whose top-level code refuses to
 * load without the rest is listed under failed.
 */
export function lambdaColdImport(bundles: Map<string, Uint8Array>) {
  const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'bench-lambda-'));
  const functions: Record<string, number> = {};
  const failed: Record<string, string> = {};
  try {
    let n = 0;
    for (const [entry, contents] of bundles) {
      const file = join(dir, `${n++}.mjs`);
      writeFileSync(file, contents);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], {
          env: {
            PATH: process.env.PATH,
            BENCH_BUNDLE_URL: pathToFileURL(file).href,
            AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
            ...traceSettings,
          },
          encoding: 'utf8',
        });
        const line = child.stdout.trim().split('\n').pop() ?? '{}';
        const result = JSON.parse(line) as { ms?: number; error?: string };
        if (result.error) failed[entry] = result.error;
        if (result.ms !== undefined) times.push(result.ms);
      }
      if (times.length) functions[entry] = round(median(times), 1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const slowest = Object.entries(functions).sort((a, b) => b[1] - a[1]);
  return {
    runsPerFunction: runs,
    maxMs: slowest[0]?.[1] ?? 0,
    slowest: slowest[0]?.[0],
    medianOfFunctionsMs: median(Object.values(functions)),
    ...(Object.keys(failed).length ? { failed } : {}),
    functions,
  };
}

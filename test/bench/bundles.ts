import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { eventRules } from '../../lambdas/events/rules.js';
import { routeList } from '../../lambdas/http/routes.js';
import { root } from './measure.js';

/** Bytes of each Lambda bundle, built with the same esbuild settings as the CDK functions. */
export async function lambdaBundleSizes(): Promise<Record<string, number>> {
  const entries = [
    ...new Set(routeList.map((route) => `lambdas/http/handlers/${route.handler}.ts`)),
    'lambdas/triggers/post-confirmation.ts',
    'lambdas/triggers/pre-sign-up.ts',
    ...eventRules.map((rule) => `lambdas/events/${rule.consumer}.ts`),
  ];
  const sizes: Record<string, number> = {};
  for (const entry of entries) {
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      // As infra/constructs/app-function.ts: the pinned SDK is bundled, module fields first.
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
    });
    sizes[entry] = result.outputFiles[0]!.contents.byteLength;
  }
  return sizes;
}

/** Gzip bytes of the JavaScript the home page loads before any route chunk. */
export function spaFirstLoadGzip(): { files: string[]; gzipBytes: number } {
  const dist = join(root, 'web', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength,
    0,
  );
  return { files, gzipBytes };
}

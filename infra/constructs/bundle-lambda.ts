import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { projectPath } from '../project-paths.js';
import { lambdaBuildOptions } from './lambda-bundling.js';

/**
 * Bundles one function: `node --import tsx infra/constructs/bundle-lambda.ts <entry> <outDir>`
 * writes <outDir>/index.mjs and its source map. app-function.ts runs it as the asset's local
 * bundling step: esbuild plugins (lambda-bundling.ts) need its JavaScript API, which
 * NodejsFunction's command-line bundling cannot pass.
 */
const [entry, outDir] = process.argv.slice(2);
if (!entry || !outDir) throw new Error('usage: bundle-lambda.ts <entry> <outDir>');

await build({
  ...lambdaBuildOptions(projectPath()),
  entryPoints: [projectPath(entry)],
  outfile: join(resolve(outDir), 'index.mjs'),
  // Maps without embedded sources: stack traces still resolve, assets stay small.
  sourcemap: true,
  sourcesContent: false,
});

import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { projectPath } from '../project-paths.js';
import { externalImports, lambdaBuildOptions, withNativeModules } from './lambda-bundling.js';

/**
 * Bundles one function: `node --import tsx infra/constructs/bundle-lambda.ts <entry> <outDir>`
 * writes <outDir>/index.mjs and its source map (and node_modules with sharp for the functions
 * that decode images). app-function.ts runs it as the asset's local
 * bundling step: esbuild plugins (lambda-bundling.ts) need its JavaScript API, which
 * NodejsFunction's command-line bundling cannot pass.
 */
const [entry, outDir] = process.argv.slice(2);
if (!entry || !outDir) throw new Error('usage: bundle-lambda.ts <entry> <outDir>');

const outfile = join(resolve(outDir), 'index.mjs');
const { metafile } = await build({
  ...lambdaBuildOptions(projectPath()),
  entryPoints: [projectPath(entry)],
  outfile,
  // Maps without embedded sources: stack traces still resolve, assets stay small.
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
});
withNativeModules(projectPath(), entry, externalImports(metafile, outfile), resolve(outDir));

import { projectPath } from '../project-paths.js';
import { buildBundles, type BundleTarget } from './build-bundles.js';

/**
 * Bundles functions: `node --import tsx infra/constructs/bundle-lambda.ts <entry> <outDir>
 * [<entry> <outDir>]...` writes each <outDir>/index.mjs and its source map (and node_modules
 * with sharp for the images profile), all in one esbuild run (build-bundles.ts). app-function.ts
 * runs it as the assets' local bundling step: esbuild plugins (lambda-bundling.ts) need its
 * JavaScript API, which CDK's synchronous bundling hook and NodejsFunction cannot give them.
 */
const args = process.argv.slice(2);
if (!args.length || args.length % 2)
  throw new Error('usage: bundle-lambda.ts <entry> <outDir> [<entry> <outDir>]...');

const targets: BundleTarget[] = [];
for (let i = 0; i < args.length; i += 2) targets.push({ entry: args[i]!, outDir: args[i + 1]! });
await buildBundles(projectPath(), targets);

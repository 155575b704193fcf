import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { entryPoint, type FunctionEntry } from './function-entries.js';
import { externalImports, lambdaBuildOptions, withNativeModules } from './lambda-bundling.js';

/** One function's code: its entry, and the folder that receives index.mjs and its map. */
export interface BundleTarget {
  entry: FunctionEntry;
  outDir: string;
}

/**
 * Builds function bundles in ONE esbuild run: each target gets <outDir>/index.mjs with its
 * source map (and sharp beside it for the images profile). Without code splitting esbuild still
 * bundles every entry on its own, so each file is byte for byte what a run for that entry alone
 * writes, while the modules the functions share are parsed once and the entries are bundled in
 * parallel. Source maps hold paths relative to their folder, so targets at the same depth get the
 * same maps whichever run built them.
 */
export async function buildBundles(projectRoot: string, targets: readonly BundleTarget[]) {
  if (!targets.length) return;
  const outDirs = targets.map((target) => resolve(target.outDir));
  const outdir = commonFolder(outDirs);
  const { metafile } = await build({
    ...lambdaBuildOptions(projectRoot),
    entryPoints: Object.fromEntries(
      targets.map((target, i) => [
        join(relative(outdir, outDirs[i]!), 'index'),
        entryPoint(projectRoot, target.entry),
      ]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    // Maps without embedded sources: stack traces still resolve, assets stay small.
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
  });
  targets.forEach((target, i) => {
    const file = join(outDirs[i]!, 'index.mjs');
    withNativeModules(projectRoot, target.entry, externalImports(metafile, file), outDirs[i]!);
  });
}

/** The deepest folder that holds every one of `folders` (absolute paths). */
function commonFolder(folders: readonly string[]): string {
  let common = folders[0]!;
  while (!folders.every((folder) => !relative(common, folder).startsWith('..')))
    common = dirname(common);
  return common;
}

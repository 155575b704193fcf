import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import { decodesImages, httpFunctionEntries, type FunctionEntry } from './function-entries.js';

/**
 * How every Lambda function is bundled, in one place: the stack (app-function.ts, through
 * bundle-lambda.ts) and the bundle benchmark (test/bench/bundles.ts) both build with these
 * options, so what the bench measures is what is deployed (docs/decisions/speed-and-bundles.md,
 * "Lambda bundles").
 */

/**
 * Links of the SDK's default credential chain a function never reaches: Lambda hands every
 * function its role's credentials as environment variables, the chain's first link. The chain
 * loads the later ones (SSO, ini profiles, credential_process, web identity, container and
 * instance metadata) with dynamic import(), so leaving them out of the bundle changes nothing
 * at start; with them, every bundle carried SSO, STS and token clients (about 25 KB gzip).
 */
export const unreachedCredentialSources = [
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

/** A generated schema module of an AWS SDK client (every operation's shapes in one file). */
const sdkSchemaModule =
  /[\\/]node_modules[\\/]@aws-sdk[\\/][^\\/]+[\\/]dist-es[\\/](?:.+[\\/])?schemas[\\/]schemas_\d+\.js$/;

/**
 * Lets esbuild drop the shapes of operations a function never calls. The SDK's generated
 * schema modules write trait objects with computed keys of module constants
 * (`const _e = "error"; ... { [_e]: _c }`); esbuild must assume a computed key may run code,
 * so it kept every shape of every operation (SES v2 alone: 48 KB for one SendEmail). The
 * plugin writes those keys as the string literals the constants hold, which is the same
 * object, and the unused shapes tree-shake.
 */
export const shakeableSdkSchemas: Plugin = {
  name: 'shakeable-sdk-schemas',
  setup(build) {
    build.onLoad({ filter: sdkSchemaModule }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const strings = new Map<string, string>();
      for (const [, name, literal] of source.matchAll(/^const (_\w+) = ("[^"\\\n]*");$/gm))
        strings.set(name!, literal!);
      const contents = source.replace(/\[(_\w+)\]:/g, (key, name: string) =>
        strings.has(name) ? `${strings.get(name)}:` : key,
      );
      return { contents, loader: 'js' };
    });
  },
};

const libDynamodb = /[\\/]node_modules[\\/]@aws-sdk[\\/]lib-dynamodb[\\/]/;
const resolving = Symbol('lib-dynamodb');
const electrodb = /[\\/]node_modules[\\/]electrodb[\\/]/;
const commandsModule = fileURLToPath(new URL('./electrodb-document-commands.ts', import.meta.url));

/**
 * @aws-sdk/lib-dynamodb declares no `sideEffects` (the SDK's clients declare `false`), so esbuild
 * kept every module of it, each document command and the aggregated client, and through them
 * the DynamoDB operations behind them. Its modules only declare and export (checked in 3.1162);
 * marking them side-effect free lets the unused ones drop. electrodb's require() of the package,
 * which would keep all of it, gets the ten commands it sends (electrodb-document-commands.ts).
 */
export const shakeableLibDynamodb: Plugin = {
  name: 'shakeable-lib-dynamodb',
  setup(build) {
    // Our modules that use electrodb import the module that fills in its commands, first.
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('node_modules')) return undefined;
      const source = await readFile(path, 'utf8');
      if (!/^import (?!type )[^;]*from 'electrodb';$/m.test(source)) return undefined;
      return { contents: `import ${JSON.stringify(commandsModule)};\n${source}`, loader: 'ts' };
    });
    build.onResolve({ filter: /^@aws-sdk\/lib-dynamodb$/ }, ({ importer }) =>
      electrodb.test(importer) ? { path: 'lib-dynamodb', namespace: 'electrodb' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'electrodb' }, () => ({
      contents: `module.exports = globalThis[Symbol.for('electrodb:lib-dynamodb')] ??= {};`,
      loader: 'js',
    }));
    build.onResolve({ filter: /^@aws-sdk\/lib-dynamodb$|^\.\.?\// }, async (args) => {
      if (args.pluginData === resolving) return undefined;
      if (!args.path.startsWith('@') && !libDynamodb.test(args.importer)) return undefined;
      const { path, errors } = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: resolving,
      });
      return errors.length || !libDynamodb.test(path) ? undefined : { path, sideEffects: false };
    });
  },
};

/**
 * Each SDK client reads its package.json for one field, `packageInfo.version` (the user agent),
 * and the JSON import kept the whole manifest, dependency lists and all, in every bundle.
 */
export const sdkVersionOnly: Plugin = {
  name: 'sdk-version-only',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]@aws-sdk[\\/][^\\/]+[\\/]package\.json$/ },
      async ({ path }) => {
        const { name, version } = JSON.parse(await readFile(path, 'utf8')) as Record<
          string,
          unknown
        >;
        return { contents: JSON.stringify({ name, version }), loader: 'json' };
      },
    );
  },
};

/**
 * sharp is native (libvips), so it stays out of the bundle and its installed linux-x64 build is
 * copied next to it (`withNativeModules`), for the functions of the images profile
 * (lambdas/http/functions.ts), which run on x86_64, the platform of those binaries. A bundle
 * that imports sharp without that profile fails to build.
 */
const nativeModules = ['sharp'];
/** sharp's loader finds its binary in this package, and the binary its libvips in the next. */
const sharpBinaries = ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'];

/** A package and the packages it depends on, as installed in `root`'s node_modules. */
function packageClosure(root: string, names: string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name)) return;
    found.add(name);
    const manifest = JSON.parse(
      readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> };
    Object.keys(manifest.dependencies ?? {}).forEach(visit);
  };
  names.forEach(visit);
  return [...found];
}

const hasPackages = (root: string, names: readonly string[]) =>
  names.every((name) => existsSync(join(root, 'node_modules', name, 'package.json')));

/**
 * A folder whose node_modules holds sharp with its linux-x64 (glibc) binaries, the platform of
 * the functions: the project itself where npm installed them (on linux-x64 glibc only: they
 * are optional dependencies for that platform), otherwise the same sharp version installed once
 * for linux-x64 into `cacheDir` (npm's --os, --cpu and --libc; no scripts run). So a developer
 * on macOS or linux-arm64 bundles exactly what a linux-x64 machine would.
 */
export function linuxSharpRoot(
  projectRoot: string,
  cacheDir = join(projectRoot, 'node_modules', '.cache', 'sharp-linux-x64'),
): string {
  if (hasPackages(projectRoot, sharpBinaries)) return projectRoot;
  const { version } = JSON.parse(
    readFileSync(join(projectRoot, 'node_modules', 'sharp', 'package.json'), 'utf8'),
  ) as { version: string };
  const root = join(cacheDir, version);
  if (hasPackages(root, ['sharp', ...sharpBinaries])) return root;
  // Installed beside, then moved in whole: a half-done install is never taken for the cache.
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(`${root}-`);
  try {
    execFileSync(
      'npm',
      [
        'install',
        `sharp@${version}`,
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--os=linux',
        '--cpu=x64',
        '--libc=glibc',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' },
    );
    if (!hasPackages(staging, sharpBinaries))
      throw new Error(`npm did not install sharp@${version}'s linux-x64 binaries`);
    if (!hasPackages(root, sharpBinaries)) {
      rmSync(root, { recursive: true, force: true });
      renameSync(staging, root);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return root;
}

/**
 * Copies the native packages a bundle imports (sharp, its JavaScript dependencies and its
 * linux-x64 binaries, from `linuxSharpRoot`) into <outDir>/node_modules, where the bundle's
 * import finds them, and says whether it did. `imports` are the bundle's external imports
 * (esbuild's metafile).
 */
export function withNativeModules(
  projectRoot: string,
  entry: FunctionEntry,
  imports: readonly string[],
  outDir: string,
): boolean {
  if (!imports.some((name) => nativeModules.includes(name))) return false;
  if (!decodesImages(entry))
    throw new Error(
      `${entry} imports sharp: give it the images profile (lambdas/http/functions.ts)`,
    );
  const root = linuxSharpRoot(projectRoot);
  for (const name of packageClosure(root, [...nativeModules, ...sharpBinaries]))
    cpSync(join(root, 'node_modules', name), join(outDir, 'node_modules', name), {
      recursive: true,
      dereference: true,
    });
  return true;
}

/**
 * The external packages the output written to `outfile` (an absolute path) imports; the build
 * asked for a metafile and ran in this process's working directory, the one its paths are
 * relative to.
 */
export const externalImports = (metafile: Metafile, outfile: string) =>
  Object.entries(metafile.outputs)
    .filter(([output]) => resolve(output) === outfile)
    .flatMap(([, { imports }]) => imports)
    .filter((imported) => imported.external)
    .map((imported) => imported.path);

/**
 * esbuild options of every function bundle; the caller adds the entries (a file, or `http:<name>`
 * for an HTTP function's generated dispatcher: function-entries.ts) and where to write.
 */
export function lambdaBuildOptions(projectRoot: string): BuildOptions {
  return {
    bundle: true,
    platform: 'node',
    // Node 24 on arm64 (app-function.ts), as minified ESM.
    target: 'node24',
    format: 'esm',
    minify: true,
    // The SDK's ES modules (dist-es) rather than its CommonJS files: they tree-shake.
    mainFields: ['module', 'main'],
    tsconfig: join(projectRoot, 'tsconfig.json'),
    // The pinned SDK the tests ran against is bundled; only never-reached links stay out, and
    // native modules, installed beside the bundle (withNativeModules).
    external: [...unreachedCredentialSources, ...nativeModules],
    plugins: [
      httpFunctionEntries(projectRoot),
      shakeableSdkSchemas,
      shakeableLibDynamodb,
      sdkVersionOnly,
    ],
    // Some bundled CommonJS dependencies call require(); ESM has none without this.
    banner: {
      js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  };
}

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { AppFunction } from '../../infra/constructs/app-function.js';
import { httpFunctionEntry, stageEntries } from '../../infra/constructs/function-entries.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import { functionOfRoute, httpFunction } from '../../lambdas/http/functions.js';
import { routes } from '../../lambdas/http/routes.js';
import { buildLambdaBundles } from '../support/lambda-bundles.js';
import { scratchDir, synthStage } from './synth-stage.js';

// The function of sign-up and recovery: the most dependencies (Cognito, SES, DynamoDB,
// electrodb, zod, middy), in one bundle with a dispatcher over its routes.
const entry = httpFunctionEntry(functionOfRoute(routes.register));

function bundle(of = entry): string {
  const app = new App({ builtinCloudFormationValidation: false, outdir: scratchDir() });
  new AppFunction(new Stack(app, 'Bundle'), 'Bundled', {
    entry: of,
    description: 'bundling test',
    config: loadStageConfig('dev'),
  });
  const { directory } = app.synth();
  const asset = readdirSync(directory).find((name) =>
    existsSync(join(directory, name, 'index.mjs')),
  );
  if (!asset) throw new Error(`no bundled index.mjs in ${directory}`);
  return join(directory, asset, 'index.mjs');
}

describe('a function bundle', { timeout: 120_000 }, () => {
  const file = bundle();

  it('is one minified ESM file with a source map, small enough to start fast', () => {
    expect(existsSync(`${file}.map`)).toBe(true);
    const size = statSync(file).size;
    expect(size).toBeLessThan(2_500_000);
    const code = readFileSync(file, 'utf8');
    expect(code.startsWith("import { createRequire } from 'module';")).toBe(true);
    // Minified: long lines, not the source's short ones (an unminified bundle averages ~40
    // characters a line; text with line breaks, such as mail bodies, keeps some short ones).
    expect(code.length / code.split('\n').length).toBeGreaterThan(1_000);
  });

  it('loads in plain Node as an ES module, and answers a route it does not serve with 404', () => {
    // A child process, like Lambda's runtime: no vitest transforms, no test environment.
    const event = { routeKey: 'GET /api/jobs', requestContext: { requestId: 'bundling-test' } };
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
      const answer = await m.handler(${JSON.stringify(event)}, {});
      process.stdout.write(typeof m.handler + ' ' + JSON.stringify(answer));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, AWS_REGION: 'af-south-1' },
      encoding: 'utf8',
    });
    const [type, answer] = [
      output.slice(0, output.indexOf(' ')),
      output.slice(output.indexOf(' ') + 1),
    ];
    expect(type).toBe('function');
    expect(JSON.parse(answer)).toMatchObject({
      statusCode: 404,
      body: JSON.stringify({ code: 'not-found', message: 'No such API route' }),
    });
  });

  it('is what the bundled-functions integration test runs, byte for byte', async () => {
    // test/support/lambda-bundles.ts builds several entries in one esbuild run.
    const built = await buildLambdaBundles([entry]);
    try {
      expect(readFileSync(built.files.get(entry)!).equals(readFileSync(file))).toBe(true);
    } finally {
      built.remove();
    }
  });
});

describe('the bundle of a function that decodes photos', { timeout: 120_000 }, () => {
  const file = bundle(httpFunctionEntry(httpFunction('photo-confirm')));

  it('carries sharp and its linux-x64 binaries, and re-encodes an image in plain Node', () => {
    const modules = join(dirname(file), 'node_modules');
    for (const name of ['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'])
      expect(existsSync(join(modules, name, 'package.json')), name).toBe(true);
    // sharp is left out of index.mjs and resolved from the asset's node_modules.
    expect(readFileSync(file, 'utf8')).toMatch(/from\s*"sharp"/);
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
      const { createRequire } = await import('node:module');
      const sharp = createRequire(${JSON.stringify(file)})('sharp');
      const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .webp().toBuffer();
      process.stdout.write(typeof m.handler + ' ' + (await sharp(webp).metadata()).format);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, AWS_REGION: 'af-south-1' },
      cwd: dirname(file),
      encoding: 'utf8',
    });
    expect(output).toBe('function webp');
  });
});

describe('the bundles of a stage', { timeout: 60_000 }, () => {
  it('are all planned, so one esbuild run builds every one', () => {
    const { stack } = synthStage();
    const made = stack.node
      .findAll()
      .filter((c): c is AppFunction => c instanceof AppFunction)
      .map((fn) => fn.entry);
    expect([...new Set(made)].sort()).toEqual([...stageEntries()].sort());
  });
});

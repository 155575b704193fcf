import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { AppFunction } from '../../infra/constructs/app-function.js';
import { loadStageConfig } from '../../infra/stage-config.js';
import { buildLambdaBundles } from '../support/lambda-bundles.js';
import { scratchDir } from './synth-stage.js';

// The handler with the most dependencies (Cognito, SES, DynamoDB, electrodb, zod, middy).
const entry = 'lambdas/http/handlers/auth/register.ts';

function bundle(of = entry): string {
  const app = new App({ builtinCloudFormationValidation: false, outdir: scratchDir() });
  new AppFunction(new Stack(app, 'Bundle'), 'Register', {
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
    // Minified: long lines, not the source's short ones.
    expect(code.length / code.split('\n').length).toBeGreaterThan(2_000);
  });

  it('loads in plain Node as an ES module and exports the handler Lambda calls', () => {
    // A child process, like Lambda's runtime: no vitest transforms, no test environment.
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
      process.stdout.write(typeof m.handler);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, AWS_REGION: 'af-south-1' },
      encoding: 'utf8',
    });
    expect(output).toBe('function');
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
  const file = bundle('lambdas/http/handlers/profiles/confirm-upload.ts');

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

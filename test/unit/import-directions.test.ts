import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint:imports` (.dependency-cruiser.cjs), run as `npm run check`
 * runs them, on a small tree laid out like the repo: each wrong-way import and each circle in
 * it must be reported by its rule, and the imports that follow the directions must not be.
 */
const repo = resolve(import.meta.dirname, '../..');
const tree = mkdtempSync(join(tmpdir(), 'import-directions-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' },
  }),
  // Allowed: a handler uses core, core uses its port interface, an adapter implements it.
  'lambdas/http/jobs.ts':
    "import { postJob } from '../core/jobs/post-job.js';\nexport { postJob };",
  'lambdas/core/jobs/post-job.ts':
    "import type { Mail } from '../ports/mail.js';\nexport const postJob = (mail: Mail) => mail;",
  'lambdas/core/ports/mail.ts': 'export interface Mail { send(to: string): Promise<void> }',
  'lambdas/ports/mail.ts':
    "import type { Mail } from '../core/ports/mail.js';\nexport const mail: Mail = { send: async () => {} };",
  // Wrong way: the domain reaching up into a handler.
  'lambdas/core/jobs/close-job.ts':
    "import { postJob } from '../../http/jobs.js';\nexport const closeJob = postJob;",
  // A circle, of types only.
  'lambdas/core/users/users.ts':
    "import type { Deletion } from './deletion.js';\nexport type User = { deletion?: Deletion };",
  'lambdas/core/users/deletion.ts':
    "import type { User } from './users.js';\nexport type Deletion = { user: User };",
  // Wrong way in the SPA: a feature importing what composes it, and another feature.
  'web/src/app/pages.tsx': 'export type PageProps = { title: string };',
  'web/src/features/jobs/job-page.tsx':
    "import type { PageProps } from '../../app/pages';\nimport { Card } from '../search/card';\nexport const JobPage = (p: PageProps) => Card(p);",
  'web/src/features/search/card.tsx': 'export const Card = (p: object) => p;',
  // Packages: one declared for runtime, one for development, one not declared at all.
  'package.json': JSON.stringify({
    name: 'tree',
    dependencies: { 'declared-lib': '1.0.0' },
    devDependencies: { 'dev-tool': '1.0.0' },
  }),
  ...installed('declared-lib'),
  ...installed('dev-tool'),
  ...installed('undeclared-lib'),
  // A function bundling a development package, and one there only as another's dependency; a
  // type from a development package is fine (nothing of it is bundled).
  'lambdas/ports/libs.ts': [
    "import { lib } from 'declared-lib';",
    "import type { Lib } from 'dev-tool';",
    "import { lib as tool } from 'dev-tool';",
    "import { lib as stray } from 'undeclared-lib';",
    'export const all: Lib[] = [lib, tool, stray];',
  ].join('\n'),
  // A suite test reaching a bench tool through a bench file (the tool not installed here).
  'test/bench/load.ts': "import autocannon from 'autocannon';\nexport const load = autocannon;",
  'test/integration/replay.test.ts': "import { load } from '../bench/load.js';\nexport { load };",
};

/** A package in the tree's node_modules, exporting `lib` and the type `Lib`. */
function installed(name: string): Record<string, string> {
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({
      name,
      version: '1.0.0',
      main: 'index.js',
    }),
    [`node_modules/${name}/index.js`]: 'exports.lib = 1;',
    [`node_modules/${name}/index.d.ts`]:
      'export declare const lib: number; export type Lib = number;',
  };
}
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
}

/** Runs the rules as `npm run lint:imports` does (the same config and reporter) on the tree. */
function lintImports() {
  const run = spawnSync(
    process.execPath,
    [
      join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      '--config',
      join(repo, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
      'lambdas',
      'web/src',
      'test',
    ],
    { cwd: tree, encoding: 'utf8' },
  );
  const found = [...run.stdout.matchAll(/error (\S+): (\S+) →\s+(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} -> ${to}`,
  );
  return { exitCode: run.status, found };
}

describe('import directions, enforced', () => {
  const { exitCode, found } = lintImports();

  it('fails the check', () => {
    expect(exitCode).not.toBe(0);
  });

  it('reports each wrong-way import, circle and stray package, and nothing else', () => {
    expect(found.sort()).toEqual([
      'bench-tools-stay-in-the-bench: test/integration/replay.test.ts -> autocannon',
      'core-stays-inside: lambdas/core/jobs/close-job.ts -> lambdas/http/jobs.ts',
      'declared-where-used: lambdas/ports/libs.ts -> node_modules/undeclared-lib/index.js',
      'features-do-not-import-each-other: web/src/features/jobs/job-page.tsx -> web/src/features/search/card.tsx',
      'functions-run-on-runtime-dependencies: lambdas/ports/libs.ts -> node_modules/dev-tool/index.js',
      'no-circular: lambdas/core/users/deletion.ts -> lambdas/core/users/users.ts',
      'nothing-imports-app-from-below: web/src/features/jobs/job-page.tsx -> web/src/app/pages.tsx',
    ]);
  });
});

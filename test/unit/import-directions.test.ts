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
};
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

  it('reports a wrong-way import, a circle and a feature importing another, and nothing else', () => {
    expect(found.sort()).toEqual([
      'core-stays-inside: lambdas/core/jobs/close-job.ts -> lambdas/http/jobs.ts',
      'features-do-not-import-each-other: web/src/features/jobs/job-page.tsx -> web/src/features/search/card.tsx',
      'no-circular: lambdas/core/users/deletion.ts -> lambdas/core/users/users.ts',
      'nothing-imports-app-from-below: web/src/features/jobs/job-page.tsx -> web/src/app/pages.tsx',
    ]);
  });
});

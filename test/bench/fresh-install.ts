import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, round } from './measure.js';

/**
 * The goal of issue 29: the product's fresh install about a fifth smaller and faster than the
 * install that still carried the bench's tools (lighthouse and the rest, now test/bench's own).
 */
export const freshInstallGoals = { bytesAtMostOfBefore: 0.8, secondsAtMostOfBefore: 0.8 };

/** What one fresh `npm ci` cost. */
export interface InstallFigures {
  exitCode: number | null;
  seconds: number;
  /** The installed files' own sizes under node_modules (symbolic links not followed). */
  bytes: number;
  megabytes: number;
  /** Packages npm installed, as its hidden lockfile (node_modules/.package-lock.json) lists them. */
  packages: number;
  error?: string;
}

/**
 * The environment for an install of its own: `npm run bench` hands every npm setting down as an
 * npm_* variable, this checkout's among them (its local prefix would send the install here, its
 * .npmrc's strict-allow-scripts would judge another package.json). So none is passed on: the
 * install reads the user's and the machine's npm settings from their files, as a new clone does,
 * and the copied project's own .npmrc.
 */
export function installEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_/i.test(name)));
}

/** Bytes of every file under `dir`, without following links (a package's bin links). */
export function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? bytesUnder(path) : lstatSync(path).size;
  }
  return total;
}

/**
 * `npm ci` of one package.json and its lock (and .npmrc, where there is one) in an empty
 * folder, as a new clone installs it: install scripts run, npm's cache as this machine has it
 * (so the figure is unpacking and linking, not downloading).
 */
export function installFresh(files: { packageJson: string; lock: string; npmrc?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-install-'));
  try {
    writeFileSync(join(dir, 'package.json'), files.packageJson);
    writeFileSync(join(dir, 'package-lock.json'), files.lock);
    if (files.npmrc !== undefined) writeFileSync(join(dir, '.npmrc'), files.npmrc);
    const started = performance.now();
    const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', dir], {
      cwd: dir,
      env: installEnv(process.env),
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    });
    const seconds = round((performance.now() - started) / 1000);
    const modules = join(dir, 'node_modules');
    const hidden = join(modules, '.package-lock.json');
    const bytes = existsSync(modules) ? bytesUnder(modules) : 0;
    const packages = existsSync(hidden)
      ? Object.keys((JSON.parse(readFileSync(hidden, 'utf8')) as { packages: object }).packages)
          .length
      : 0;
    return {
      exitCode: run.status,
      seconds,
      bytes,
      megabytes: round(bytes / 1_000_000, 1),
      packages,
      // Why it failed, in npm's own last words.
      ...(run.status === 0 ? {} : { error: run.stderr.trim().split('\n').slice(-5).join('\n') }),
    } satisfies InstallFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A project's install files as they are in this checkout. */
function checkoutFiles(folder: string) {
  const read = (name: string) => readFileSync(join(root, folder, name), 'utf8');
  const npmrc = join(root, folder, '.npmrc');
  return {
    packageJson: read('package.json'),
    lock: read('package-lock.json'),
    ...(existsSync(npmrc) ? { npmrc: readFileSync(npmrc, 'utf8') } : {}),
  };
}

/** The root's install files at a git revision (the install before a change). */
function revisionFiles(revision: string) {
  const show = (name: string) => {
    const out = spawnSync('git', ['show', `${revision}:${name}`], { cwd: root, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`git show ${revision}:${name}: ${out.stderr.trim()}`);
    return out.stdout;
  };
  return { packageJson: show('package.json'), lock: show('package-lock.json') };
}

/** The product's install over the one before, each figure as a ratio, and the goal. */
export function comparedWith(after: InstallFigures, before: InstallFigures) {
  const ratio = (key: 'seconds' | 'bytes' | 'packages') => round(after[key] / before[key], 3);
  const ratios = { seconds: ratio('seconds'), bytes: ratio('bytes'), packages: ratio('packages') };
  return {
    afterOverBefore: ratios,
    met:
      after.exitCode === 0 &&
      before.exitCode === 0 &&
      ratios.bytes <= freshInstallGoals.bytesAtMostOfBefore &&
      ratios.seconds <= freshInstallGoals.secondsAtMostOfBefore,
  };
}

/**
 * `freshInstall`: what a new clone's `npm install` (npm ci, from the lock) costs, and what the
 * bench's own tools cost on top (test/bench, installed by `npm run bench` only).
 * BENCH_INSTALL_BEFORE=<git revision>: the root install at that revision too, with the ratios.
 */
export function freshInstall(before = process.env.BENCH_INSTALL_BEFORE) {
  const product = installFresh(checkoutFiles('.'));
  const benchTools = installFresh(checkoutFiles('test/bench'));
  if (!before) return { product, benchTools, met: product.exitCode === 0 };
  const earlier = installFresh(revisionFiles(before));
  return {
    product,
    benchTools,
    before: { revision: before, ...earlier },
    ...comparedWith(product, earlier),
  };
}

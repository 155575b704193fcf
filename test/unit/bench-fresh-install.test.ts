import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bytesUnder,
  comparedWith,
  installEnv,
  installFresh,
  type InstallFigures,
} from '../bench/fresh-install.js';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const figures = (seconds: number, bytes: number, packages: number): InstallFigures => ({
  exitCode: 0,
  seconds,
  bytes,
  megabytes: bytes / 1e6,
  packages,
});

describe('the bench’s fresh install', () => {
  it('installs with the machine’s npm settings, none of the checkout npm run was started in', () => {
    const env = installEnv({
      PATH: '/usr/bin',
      HOME: '/home/me',
      npm_config_local_prefix: '/work/project',
      npm_config_strict_allow_scripts: 'true',
      npm_package_name: 'caregiver-marketplace',
      npm_lifecycle_event: 'bench',
      npm_config_cache: '/home/me/.npm',
    });
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/me' });
  });

  it('counts the files’ bytes and not what a link points to', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bytes-'));
    made.push(dir);
    mkdirSync(join(dir, 'pkg', 'lib'), { recursive: true });
    writeFileSync(join(dir, 'pkg', 'index.js'), 'x'.repeat(1000));
    writeFileSync(join(dir, 'pkg', 'lib', 'a.js'), 'y'.repeat(234));
    symlinkSync(join(dir, 'pkg'), join(dir, 'link-to-pkg'));
    const linkBytes = join(dir, 'pkg').length;
    expect(bytesUnder(dir)).toBe(1234 + linkBytes);
  });

  it('runs npm ci of a package.json and lock in an empty folder and reports what it installed', () => {
    const packageJson = JSON.stringify({ name: 'empty', version: '1.0.0', private: true });
    const lock = JSON.stringify({
      name: 'empty',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'empty', version: '1.0.0' } },
    });
    const result = installFresh({ packageJson, lock });
    expect(result.exitCode).toBe(0);
    expect(result.packages).toBe(0);
    expect(result.seconds).toBeGreaterThan(0);
  });

  it('compares the install with the one before, and meets the goal at a fifth less', () => {
    const before = figures(100, 1000, 1000);
    expect(comparedWith(figures(79, 790, 800), before)).toEqual({
      afterOverBefore: { seconds: 0.79, bytes: 0.79, packages: 0.8 },
      met: true,
    });
    expect(comparedWith(figures(79, 850, 800), before).met).toBe(false);
    expect(comparedWith({ ...figures(50, 500, 500), exitCode: 1 }, before).met).toBe(false);
  });
});

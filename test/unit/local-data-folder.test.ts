import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dataFolder,
  holdDataFolder,
  resetDataFolder,
  stackUsing,
} from '../../infra/local/data-folder.js';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-folder-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the local data folder', () => {
  it('is .local-data/ unless LOCAL_DATA names another, and is named as the banner shows it', () => {
    expect(dataFolder('/work/app', undefined)).toEqual({
      dir: '/work/app/.local-data',
      label: '.local-data/',
    });
    expect(dataFolder('/work/app', '')).toEqual({
      dir: '/work/app/.local-data',
      label: '.local-data/',
    });
    expect(dataFolder('/work/app', 'demo-data')).toEqual({
      dir: '/work/app/demo-data',
      label: 'demo-data/',
    });
    expect(dataFolder('/work/app', '/tmp/bench-data-1')).toEqual({
      dir: '/tmp/bench-data-1',
      label: '/tmp/bench-data-1',
    });
    expect(dataFolder('/work/app', '../elsewhere').label).toBe('/work/elsewhere');
    expect(dataFolder('/work/app', 'memory')).toEqual({
      dir: undefined,
      label: 'in memory (gone when it stops)',
    });
  });

  it('is removed by a reset, so the next start seeds fresh demo data', () => {
    const root = tempDir();
    const folder = dataFolder(root, undefined);
    mkdirSync(join(folder.dir!, 'dynamodb'), { recursive: true });
    writeFileSync(join(folder.dir!, 'dynamodb', 'shared-local-instance.db'), 'data');
    expect(resetDataFolder(folder)).toMatch(/^Removed \.local-data\/: the next `npm start`/);
    expect(existsSync(folder.dir!)).toBe(false);
    expect(resetDataFolder(folder)).toBe('.local-data/ holds no data yet.');
    expect(resetDataFolder(dataFolder(root, 'memory'))).toMatch(/^Nothing to reset/);
  });

  it('is not removed while a stack runs on it, and is free again once it stops', () => {
    const root = tempDir();
    const folder = dataFolder(root, undefined);
    mkdirSync(folder.dir!);
    const release = holdDataFolder(folder.dir!);
    expect(stackUsing(folder.dir!)).toBe(process.pid);
    expect(() => resetDataFolder(folder)).toThrow(
      `A local stack (process ${process.pid}) is using .local-data/: stop it (Ctrl-C), then reset.`,
    );
    expect(existsSync(folder.dir!)).toBe(true);
    release();
    expect(stackUsing(folder.dir!)).toBeUndefined();
    expect(resetDataFolder(folder)).toMatch(/^Removed/);
  });

  it('counts a stack that ended without tidying up as gone', () => {
    const dir = tempDir();
    // Process ids are below 2^22 on Linux: this one runs nothing.
    writeFileSync(join(dir, 'stack.pid'), String(2 ** 22 + 7));
    expect(stackUsing(dir)).toBeUndefined();
  });
});

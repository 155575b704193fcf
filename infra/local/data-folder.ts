import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** Where the local runtime keeps its data, and how to name it to a person. */
export interface DataFolder {
  /** The folder; undefined when the data is kept in memory (the tests). */
  dir: string | undefined;
  /** What the start banner and `npm run reset` say. */
  label: string;
}

/**
 * LOCAL_DATA: `memory` (the tests), another folder (the bench; relative to the project), or
 * unset for `.local-data/` in the project. One reading for `npm start`, `npm run dev` and
 * `npm run reset`, so each names the folder the others use.
 */
export function dataFolder(root: string, setting: string | undefined): DataFolder {
  if (setting === 'memory') return { dir: undefined, label: 'in memory (gone when it stops)' };
  const dir = resolve(root, setting || '.local-data');
  const inside = relative(root, dir);
  const label = inside && !inside.startsWith('..') && !isAbsolute(inside) ? `${inside}/` : dir;
  return { dir, label };
}

/** The file a running stack writes into its data folder, holding its process id. */
const PID_FILE = 'stack.pid';

/** Marks the folder as in use by this process until `release` is called. */
export function holdDataFolder(dir: string) {
  const file = join(dir, PID_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
  };
}

/** The process id of a stack still running on this folder, if there is one. */
export function stackUsing(dir: string): number | undefined {
  const file = join(dir, PID_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * `npm run reset`: the data folder removed, so the next start seeds fresh demo data. Refused
 * while a stack runs on it (its database files would vanish under it).
 */
export function resetDataFolder(folder: DataFolder): string {
  if (!folder.dir) return `Nothing to reset: the data is ${folder.label}.`;
  const running = stackUsing(folder.dir);
  if (running)
    throw new Error(
      `A local stack (process ${running}) is using ${folder.label}: stop it (Ctrl-C), then reset.`,
    );
  if (!existsSync(folder.dir)) return `${folder.label} holds no data yet.`;
  rmSync(folder.dir, { recursive: true, force: true });
  return `Removed ${folder.label}: the next \`npm start\` or \`npm run dev\` loads fresh demo data.`;
}

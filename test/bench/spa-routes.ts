import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, timeCommand } from './measure.js';

/**
 * Issue 9: the JavaScript each route costs, from Vite's build manifest (a second build with
 * --manifest into a temporary folder; same input, same chunks as web/dist). First load of a
 * route = the entry, everything it imports statically, the route's lazy page chunk and its
 * static imports (and TanStack Query's chunk for pages that fetch, see web/src/app/pages.tsx).
 * Every other route: what opening it adds to the entry.
 */
export const spaGoals = {
  firstLoadGzipBytesAtMost: 150 * 1024,
  /** Issue 11: the first page (home, where a visitor arrives) on a cheap phone. */
  firstPageGzipBytesAtMost: 100 * 1024,
  lazyRouteGzipBytesAtMost: 50 * 1024,
};

const FIRST_PAGE = '/';

/** The routes measured on first load, by their page in pages.tsx. */
const firstLoadRoutes: Record<string, string> = {
  '/': 'home',
  '/find_childcarer/all': 'findCaregiver',
  '/find_job/all': 'findJob',
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** page name -> [manifest key of its module, whether it fetches (withQueryClient)]. */
function lazyPages(manifest: Record<string, Chunk>) {
  const source = readFileSync(join(root, 'web/src/app/pages.tsx'), 'utf8');
  const found = source.matchAll(/(\w+): (page|fetchingPage)\(\s*\(\) => import\('([^']+)'\)/g);
  const pages: Record<string, { key: string; fetching: boolean }> = {};
  for (const [, name, kind, spec] of found) {
    const base = posix.join('src/app', spec!);
    const key = [`${base}.tsx`, `${base}.ts`].find((k) => k in manifest);
    if (!key) throw new Error(`no chunk for page ${name} (${base}) in the manifest`);
    pages[name!] = { key, fetching: kind === 'fetchingPage' };
  }
  return pages;
}

export function spaRouteSizes() {
  const out = mkdtempSync(join(tmpdir(), 'bench-web-'));
  try {
    const build = timeCommand('npx', [
      'vite',
      'build',
      'web',
      '--manifest',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'silent',
    ]);
    if (build.exitCode !== 0) throw new Error('vite build --manifest failed');
    const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    const gzipOf = new Map<string, number>();
    const gzip = (file: string) => {
      if (!gzipOf.has(file))
        gzipOf.set(file, gzipSync(readFileSync(join(out, file)), { level: 9 }).byteLength);
      return gzipOf.get(file)!;
    };
    /** A chunk and its static imports, transitively (what the browser must fetch for it). */
    const closure = (key: string, into = new Set<string>()) => {
      if (!into.has(key)) {
        into.add(key);
        for (const next of manifest[key]!.imports ?? []) closure(next, into);
      }
      return into;
    };
    const total = (keys: Set<string>) => [...keys].reduce((s, k) => s + gzip(manifest[k]!.file), 0);

    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const entry = closure(entryKey);
    const queryKey = Object.keys(manifest).find((k) => k.includes('lib/with-query-client'));
    const pages = lazyPages(manifest);
    /** What opening a page adds to the entry's chunks. */
    const lazyKeys = (page: string) => {
      const { key, fetching } = pages[page]!;
      const keys = closure(key);
      if (fetching && queryKey) closure(queryKey, keys);
      return new Set([...keys].filter((k) => !entry.has(k)));
    };

    // The landing pages start the entry from a small boot script, an asset of the build rather
    // than a chunk in the manifest (web/vite.config.ts, bootSource).
    const boot = readdirSync(join(out, 'assets'))
      .filter((file) => /^boot-.*\.js$/.test(file))
      .map((file) => `assets/${file}`);
    const firstLoad: Record<string, unknown> = {};
    for (const [path, page] of Object.entries(firstLoadRoutes)) {
      const keys = new Set([...entry, ...lazyKeys(page)]);
      const gzipBytes = total(keys) + boot.reduce((sum, file) => sum + gzip(file), 0);
      firstLoad[path] = {
        page,
        gzipBytes,
        files: [...boot, ...[...keys].map((k) => manifest[k]!.file)],
        met: gzipBytes <= spaGoals.firstLoadGzipBytesAtMost,
        ...(path === FIRST_PAGE
          ? { firstPage: { met: gzipBytes <= spaGoals.firstPageGzipBytesAtMost } }
          : {}),
      };
    }
    const lazyRoutes: Record<string, { gzipBytes: number; ownChunkGzipBytes: number }> = {};
    for (const page of Object.keys(pages)) {
      if (Object.values(firstLoadRoutes).includes(page)) continue;
      lazyRoutes[page] = {
        gzipBytes: total(lazyKeys(page)),
        ownChunkGzipBytes: gzip(manifest[pages[page]!.key]!.file),
      };
    }
    const overBudget = Object.entries(lazyRoutes)
      .filter(([, size]) => size.gzipBytes > spaGoals.lazyRouteGzipBytesAtMost)
      .map(([page]) => page);
    return {
      entryGzipBytes: total(entry),
      firstLoad,
      lazyRoutes: {
        note: 'gzipBytes: what opening the page adds to the entry (its chunk, its static imports not in the entry, TanStack Query for pages that fetch)',
        maxGzipBytes: Math.max(...Object.values(lazyRoutes).map((s) => s.gzipBytes)),
        overBudget,
        met: overBudget.length === 0,
        pages: lazyRoutes,
      },
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

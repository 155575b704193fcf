import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingPages, screenAt } from '../../lambdas/core/reference/screens.js';
import { root, timeCommand } from './measure.js';

/**
 * The JavaScript each route costs, from Vite's build manifest (a second build with
 * --manifest into a temporary folder; same input, same chunks as web/dist): what opening a
 * route adds to the entry. The landing pages' first load is counted by the browser instead
 * (first-page-javascript.ts): the manifest cannot see what a page fetches once it runs, and
 * undercounted it (docs/decisions/speed-and-bundles.md).
 */
export const spaGoals = {
  lazyRouteGzipBytesAtMost: 50 * 1024,
  /**
   * The CloudWatch RUM client, fetched after the load on RUM stages (web/src/lib/rum.ts): the
   * slim client is 10 KB alone, its plugins of the three telemetries add 9 KB (web vitals 5).
   */
  rumClientGzipBytesAtMost: 20 * 1024,
};

/** The landing pages, measured in the browser (first-page-javascript.ts), by their page. */
const landingPageNames: string[] = landingPages.map(({ path }) => screenAt(path)!.page);

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
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

    const lazyRoutes: Record<string, { gzipBytes: number; ownChunkGzipBytes: number }> = {};
    for (const page of Object.keys(pages)) {
      if (landingPageNames.includes(page)) continue;
      lazyRoutes[page] = {
        gzipBytes: total(lazyKeys(page)),
        ownChunkGzipBytes: gzip(manifest[pages[page]!.key]!.file),
      };
    }
    // The RUM client, imported on its own (lib/rum.ts): what it adds to the entry.
    const rumKey = Object.keys(manifest).find(
      (k) =>
        manifest[k]!.isDynamicEntry && /lib\/rum-client\.ts$|node_modules\/aws-rum-web\//.test(k),
    );
    if (!rumKey) throw new Error('no chunk of the RUM client in the manifest');
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const rumPackage = Object.keys(dependencies).find((name) => name.includes('aws-rum'));
    const rumClient = [...closure(rumKey)].filter((k) => !entry.has(k));
    const rumClientGzipBytes = total(new Set(rumClient));
    const overBudget = Object.entries(lazyRoutes)
      .filter(([, size]) => size.gzipBytes > spaGoals.lazyRouteGzipBytesAtMost)
      .map(([page]) => page);
    return {
      entryGzipBytes: total(entry),
      rumClient: {
        package: `${rumPackage}@${rumPackage ? dependencies[rumPackage] : '?'}`,
        chunk: rumKey,
        gzipBytes: rumClientGzipBytes,
        met: rumClientGzipBytes <= spaGoals.rumClientGzipBytesAtMost,
      },
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

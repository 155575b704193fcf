import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { browserRoutes } from './browser-routes.js';
import { compiledCatalogs } from './compiled-catalogs.js';
import { devProxy } from './dev-proxy.js';
import { preactAlias, reactLibraries } from './preact-alias.js';
import { landingPages } from './src/app/landing-pages.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const coreDir = fileURLToPath(new URL('../lambdas/core', import.meta.url));
const httpDir = fileURLToPath(new URL('../lambdas/http', import.meta.url));
// The domain's schemas and messages, and the route table's contracts, are imported, never retyped
// (one source of truth); React is Preact's (preact-alias.ts).
const domainAlias = [
  { find: '@core', replacement: coreDir },
  { find: '@http', replacement: httpDir },
];
const alias = [...domainAlias, ...preactAlias];

/** The first-render markup of each landing page, rendered by Vite's SSR loader. */
async function prerenderLandingPages(): Promise<Map<string, string>> {
  const server = await createServer({
    configFile: false,
    root: webRoot,
    plugins: [compiledCatalogs()],
    resolve: { alias },
    // Through the alias too, so the prerender renders with the Preact the browser hydrates with.
    // `module-sync`: their ES module build (the `node` condition alone picks CommonJS).
    ssr: {
      noExternal: reactLibraries,
      resolve: { conditions: ['module-sync', 'module', 'node', 'production'] },
    },
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerender } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      prerender: (path: string) => Promise<string>;
    };
    const markup = new Map<string, string>();
    for (const { path } of landingPages) markup.set(path, await prerender(path));
    return markup;
  } finally {
    await server.close();
  }
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * V8's compile hint (Chrome 136+; other browsers ignore it): all of the file runs as the
 * page starts, so V8 compiles it whole on a background thread while it downloads, instead of
 * function by function on the main thread while React hydrates (about a third of that work).
 * It must be the file's first line, so it is written after Vite has finished the file.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The id of a landing page's `<style>`: the whole CSS (13 KB, 3 KB brotli) written into its HTML,
 * so the first paint waits for no stylesheet, a 400 ms round trip on slow 3G
 * (docs/decisions/speed-and-bundles.md, "Slow 3G first paint"). The policy allows it by hash
 * (infra/inline-styles.ts).
 */
const FIRST_PAINT_CSS = 'first-paint-css';

/**
 * A landing page asks for the app only once its prerendered copy is on screen (the browser's
 * first-contentful-paint entry, which comes after the frame is presented), so the entry (Preact's
 * React and the shell, ~40 KB gzip) never holds that paint back. Lighthouse's simulation cannot see
 * when an ES module runs, so it counts any module downloaded before the paint as blocking it: the
 * entry is not even preloaded (docs/decisions/speed-and-bundles.md, "Landing pages start the app
 * after their first paint"). The page's chunks and first API reads are preloaded at the same
 * moment, from the `after-paint` template: they arrive long before the entry, so starting them
 * earlier gained nothing but took bandwidth from the CSS. Without paint timing, the frame after the
 * next; a hidden tab paints nothing, so it starts at once. The page's CSS is in its HTML
 * (FIRST_PAINT_CSS); where the page's policy refuses it (one build's HTML under another's
 * Content-Security-Policy, as during a deploy), the element has no sheet and the boot script links
 * the same CSS as a file.
 */
const bootSource = (
  entryFile: string,
  stylesheet: string,
) => `const css = document.getElementById(${JSON.stringify(FIRST_PAINT_CSS)});
if (css instanceof HTMLStyleElement && !css.sheet) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = ${JSON.stringify(`/${stylesheet}`)};
  document.head.append(link);
}
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const later = document.getElementById('after-paint');
  if (later instanceof HTMLTemplateElement) document.head.append(later.content);
  import(${JSON.stringify(`/${entryFile}`)});
};
if (document.visibilityState === 'hidden') start();
else if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
`;

function landingPageFiles(): Plugin {
  /** The entry and the landing pages' chunks: what runs as a landing page starts. */
  const eager = new Set<string>();
  return {
    name: 'landing-page-files',
    apply: 'build',
    enforce: 'post',
    writeBundle(options) {
      for (const file of eager) {
        const path = join(options.dir ?? webRoot, file);
        writeFileSync(path, COMPILE_HINT + readFileSync(path, 'utf8'));
      }
    },
    async generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (!into.has(fileName)) {
          into.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) closure(next, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const template = bundle['index.html'];
      if (!entry || template?.type !== 'asset') throw new Error('no entry chunk or index.html');
      const inEntry = closure(entry.fileName);
      for (const file of inEntry) eager.add(file);
      const html = String(template.source);
      const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
      if (!html.includes(entryTag)) throw new Error(`index.html lacks ${entryTag}`);
      const [stylesheet, ...more] = entry.viteMetadata?.importedCss ?? [];
      const css = stylesheet ? bundle[stylesheet] : undefined;
      if (css?.type !== 'asset' || more.length) throw new Error('the entry has not one stylesheet');
      const stylesheetTag = `<link rel="stylesheet" crossorigin href="/${stylesheet}">`;
      const cssText = String(css.source);
      if (!html.includes(stylesheetTag)) throw new Error(`index.html lacks ${stylesheetTag}`);
      if (/<\/style|\r/i.test(cssText)) throw new Error('the CSS cannot be written into a <style>');
      const boot = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'boot.js',
          source: bootSource(entry.fileName, stylesheet!),
        }),
      );
      // Every other address gets the app without a prerendered page.
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: 'app.html', source: html });
      const markup = await prerenderLandingPages();
      for (const landing of landingPages) {
        const files = new Set<string>();
        for (const module of landing.modules) {
          const id = fileURLToPath(new URL(module, import.meta.url));
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`no chunk for ${module}`);
          closure(chunk.fileName, files);
        }
        // `crossorigin` (same-origin credentials, CORS mode) is what the app's fetch() uses, so
        // the browser hands the preloaded answer to it.
        const fetches = (landing.fetches ?? [])
          .map(
            (href) => `    <link rel="preload" as="fetch" crossorigin href="${attribute(href)}">\n`,
          )
          .join('');
        for (const file of files) eager.add(file);
        const links = [...files]
          .filter((file) => !inEntry.has(file))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        const page = markup.get(landing.path);
        if (!page?.includes('<h1>')) throw new Error(`prerendering ${landing.path} failed`);
        // inert until React has taken over: a tap on the static copy would be lost.
        const source = html
          // Low priority: the first paint needs none of it, and Lighthouse's simulation counts a
          // high-priority script named by the HTML as holding that paint back (one more round
          // trip after the HTML); the script still runs after parsing, as a module does.
          .replace(
            entryTag,
            `<script type="module" crossorigin fetchpriority="low" src="/${boot}"></script>`,
          )
          // A function, so that `$` in the CSS is not read as a replacement pattern.
          .replace(stylesheetTag, () => `<style id="${FIRST_PAINT_CSS}">${cssText}</style>`)
          // Inert until the boot script adds them to the page, after the first paint.
          .replace(
            /( *)<\/head>/,
            `$1<template id="after-paint">\n${fetches}${links}$1</template>\n$1</head>`,
          )
          .replace(
            '<div id="root"></div>',
            `<div id="root" inert data-prerendered="${landing.path}">${page}</div>`,
          );
        this.emitFile({ type: 'asset', fileName: landing.html, source });
      }
    },
  };
}

/**
 * The offline service worker (src/sw/service-worker.ts, docs/decisions/offline-and-pwa.md). It
 * precaches only the app shell: every page's HTML, the entry and its CSS, the manifest and icons,
 * and the code that keeps forms written offline. Lazy pages and other languages' catalogues are
 * cached when first used, so a cheap phone never downloads screens its owner does not open. The
 * manifest is our own file in public/; the page registers the worker itself once it has settled
 * (lib/offline/start-offline.ts), so the first page's JavaScript does not grow.
 */
const offlineWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: [
        '**/*.html',
        'manifest.webmanifest',
        'icons/*.png',
        'assets/index-*.{js,css}',
        'assets/boot-*.js',
        'assets/start-offline-*.js',
        'assets/outbox-*.js',
      ],
    },
  });

/** Chunks that keep their name in their address (see chunkFileNames below). */
const namedChunks = new Set(['start-offline', 'outbox']);

/**
 * The SPA. Built with `npx vite build web` (root is this folder, output web/dist). In
 * development, `npm run dev` (bin/dev.ts) serves it with hot reload and proxies /api to a local
 * stack of its own or to a stage (DEV_API_URL), so the app and the API share one origin, as they
 * do in AWS (CloudFront) and in `npm start`; plain `npx vite web` proxies to `npm start` on 3000.
 */
export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [compiledCatalogs(), browserRoutes(), react(), landingPageFiles(), offlineWorker()],
  // The dev server runs the SPA on React DOM itself: plugin-react's Fast Refresh swaps React's
  // components in place and cannot reach Preact's (an edit was applied and never shown). The
  // build, its prerender and so the browser tests run on Preact
  // (docs/decisions/local-runtime.md, "`npm run dev`").
  resolve: { alias: command === 'serve' ? domainAlias : alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Slow phones: no source maps shipped, and report gzip sizes in the build output.
    sourcemap: false,
    // Every browser we target loads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rolldownOptions: {
      // React Router reads React 19's useOptimistic when the React it runs on has it, which
      // Preact's does not (preact-alias.ts): a known absence, not a broken import.
      onwarn(warning, warn) {
        const optional =
          warning.code === 'IMPORT_IS_UNDEFINED' && /useOptimistic/.test(warning.message);
        if (!optional) warn(warning);
      },
      output: {
        // The entry holds the address of every lazy chunk (to preload a page's imports with
        // it); their names would cost the first page ~1 KB gzip, so they go by hash alone.
        // The service worker's precache list finds the offline chunks by name.
        chunkFileNames: (chunk) =>
          namedChunks.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          // Fewer, larger files for the first load (each file is a request, six at a time over
          // HTTP/1.1): what the entry needs in one chunk, TanStack Query in one rather than six.
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: devProxy('http://localhost:3000'),
  },
  preview: {
    proxy: devProxy('http://localhost:3000'),
  },
}));

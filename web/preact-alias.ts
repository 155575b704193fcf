import type { Alias } from 'vite';

/**
 * The SPA runs on Preact's React layer (preact/compat), not React DOM: React DOM and its scheduler
 * were ~60 KiB gzip of a first page's ~100, and the first-page goal allows 90 for the home page
 * (docs/decisions/speed-and-bundles.md, "The SPA runs on Preact's React layer, not React DOM"). The
 * code and its libraries (react-router, TanStack Query) still import `react`; these names send
 * every such import, theirs too, to Preact, in the build and in the landing pages' prerender (so
 * the markup hydrated is Preact's own). The browser tests (test/e2e) run this build; the unit tests
 * that render a piece to a string still use React DOM's, whose markup they compare.
 */
export const preactAlias: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Libraries that import `react` themselves: when Vite renders on the server (the prerender) it
 * loads dependencies with Node, past the alias, so these are bundled through it instead.
 */
export const reactLibraries = ['react-router', 'react-router-dom', '@tanstack/react-query'];

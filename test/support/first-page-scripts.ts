import type { Browser } from 'playwright-core';
import { landingPages, type LandingPath } from '../../lambdas/core/reference/screens.js';

/**
 * The JavaScript a visitor's first page costs, counted as the browser counts it. A
 * fresh profile (no cache, no service worker) opens the page and every script response in the
 * browser's network log until the network is idle (Playwright's `networkidle`: 500 ms without a
 * request) is summed at its encoded size, the bytes that crossed the wire (headers left out):
 * brotli or gzip, as the server chose from what the browser asked for.
 */
export const firstPageGoals = {
  /** Where a visitor arrives. */
  homeKiBAtMost: 90,
  /** The two lists a visitor opens from the home page or a search engine. */
  listKiBAtMost: 110,
};

/** Where visitors arrive: the landing pages. */
export const FIRST_PAGES = landingPages.map((page) => page.path);
export type FirstPage = LandingPath;

export const firstPageGoalKiB = (path: FirstPage) =>
  path === '/' ? firstPageGoals.homeKiBAtMost : firstPageGoals.listKiBAtMost;

export interface ScriptTransfer {
  file: string;
  bytes: number;
  encoding: string;
}

const KIB = 1024;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The scripts `path` loads before the network is idle. `acceptEncoding` replaces what the
 * browser asks for (say 'gzip, deflate' for a browser without brotli); by default Chromium
 * asks as it always does, and takes brotli where the server offers it, as it does from
 * CloudFront.
 */
export async function firstPageScripts(
  browser: Browser,
  url: string,
  { acceptEncoding }: { acceptEncoding?: string } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
  });
  try {
    const page = await context.newPage();
    const finished: Promise<ScriptTransfer>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      finished.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            file: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize,
            encoding: response?.headers()['content-encoding'] ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Only what arrived before the network fell idle.
    const scripts = await Promise.all(finished.slice());
    const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    return { kib: round1(bytes / KIB), bytes, count: scripts.length, scripts };
  } finally {
    await context.close();
  }
}

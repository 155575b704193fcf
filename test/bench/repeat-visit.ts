import { chromium, type BrowserContext } from 'playwright-core';
import { landingPages } from '../../lambdas/core/reference/screens.js';
import { workerInCharge } from '../support/service-worker.js';
import { chromiumPath } from '../support/chromium.js';

/**
 * The offline goal: "a repeat visit loads no JavaScript from the network" (run.ts: repeatVisit).
 * A phone-sized Chromium visits the landing pages once (the first visit: the service worker
 * installs and keeps what the pages loaded), then again in new tabs of the same profile (the
 * repeat visit), counting every script that reached the network on the second round: asked by
 * the page and not answered by the worker, or fetched by the worker itself.
 */
export const repeatVisitGoals = { scriptsFromNetworkAtMost: 0 };

const PAGES = landingPages.map((page) => page.path);
const CHROME = process.env.BENCH_CHROME ?? chromiumPath;
/** The worker starts a few seconds after the first page has settled, then installs. */
const WORKER_MS = 60_000;

const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/** Scripts of one repeat visit of `path` that came from the network, not the worker's caches. */
async function repeatVisit(context: BrowserContext, base: string, path: string) {
  const page = await context.newPage();
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    if (isScript(response.url()) && !response.fromServiceWorker()) fromNetwork.push(response.url());
  });
  // The worker's own fetches (a cache miss it fills from the network).
  const onWorkerRequest = (request: { url(): string; serviceWorker(): unknown }) => {
    if (request.serviceWorker() && isScript(request.url())) fromNetwork.push(request.url());
  };
  context.on('request', onWorkerRequest);
  // What never settled, should the network not go idle: named in the error.
  const open = new Set<string>();
  page.on('request', (request) => open.add(request.url()));
  page.on('requestfinished', (request) => open.delete(request.url()));
  page.on('requestfailed', (request) => open.delete(request.url()));
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  } catch (error) {
    throw new Error(`${path}: the network never went idle; open: ${[...open].join(', ')}`, {
      cause: error,
    });
  }
  context.off('request', onWorkerRequest);
  await page.close();
  return fromNetwork;
}

/** The first and the repeat visits, against the stack at `base` (http://localhost:3000, say). */
export async function repeatVisitScripts(base: string) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    for (const path of PAGES) {
      const first = await context.newPage();
      await first.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await workerInCharge(first, WORKER_MS);
      await first.close();
    }
    const pages: Record<string, { scriptsFromNetwork: number; urls: string[] }> = {};
    for (const path of PAGES) {
      const urls = await repeatVisit(context, base, path);
      pages[path] = { scriptsFromNetwork: urls.length, urls };
    }
    const worst = Math.max(...Object.values(pages).map((page) => page.scriptsFromNetwork));
    return {
      pages,
      worstScriptsFromNetwork: worst,
      met: worst <= repeatVisitGoals.scriptsFromNetworkAtMost,
    };
  } finally {
    await browser.close();
  }
}

import type { Page } from 'playwright-core';

/** The hashed files this page loaded that the service worker has not cached (yet). */
export const uncachedAssets = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const cached = new Set(
      (await (await caches.open('assets')).keys()).map((request) => request.url),
    );
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/') && !cached.has(url));
  });

/**
 * Waits until the service worker controls the page and has cached every file it loaded (it
 * starts once the first page has settled, a few seconds after load, then installs).
 */
export async function workerInCharge(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: timeoutMs,
  });
  // The condition is checked in the page, but Cache Storage answers only asynchronously: each
  // check starts a look at the cache (unless one is under way) and holds once a look found
  // every hashed file the page loaded.
  const cached = page.waitForFunction(
    () => {
      const seen = window as unknown as { assetsLook?: Promise<void>; assetsAllCached?: boolean };
      seen.assetsLook ??= (async () => {
        const keys = await (await caches.open('assets')).keys();
        const kept = new Set(keys.map((request) => request.url));
        seen.assetsAllCached = performance
          .getEntriesByType('resource')
          .every(
            (entry) => !new URL(entry.name).pathname.startsWith('/assets/') || kept.has(entry.name),
          );
      })()
        .catch(() => undefined)
        .finally(() => {
          seen.assetsLook = undefined;
        });
      return seen.assetsAllCached === true;
    },
    null,
    { timeout: timeoutMs, polling: 100 },
  );
  await cached.catch(async (error: unknown) => {
    throw new Error(`never cached: ${(await uncachedAssets(page)).join(', ')}`, { cause: error });
  });
}

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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing = await uncachedAssets(page);
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`never cached: ${missing.join(', ')}`);
    await page.waitForTimeout(250);
  }
}

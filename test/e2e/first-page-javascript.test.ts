import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIRST_PAGES, firstPageGoalKiB, firstPageScripts } from '../support/first-page-scripts.js';
import { LAUNCH } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(LAUNCH);
});
afterAll(async () => {
  await browser?.close();
});

describe("a first visit's JavaScript, from the browser's own network log", () => {
  // The goal is stated in gzip; a browser that asks for brotli (Chromium, from CloudFront
  // and the local server alike) gets fewer bytes, so both are held to it.
  it.each(FIRST_PAGES)(
    '%s loads no more than its budget before the network is idle, brotli or gzip',
    async (path) => {
      const url = `${inject('baseUrl')}${path}`;
      const brotli = await firstPageScripts(browser, url);
      const gzip = await firstPageScripts(browser, url, { acceptEncoding: 'gzip, deflate' });
      const within = expect.toSatisfy((kib: number) => kib <= firstPageGoalKiB(path));
      // The files named, so a failure says what came in.
      const seen = (loaded: typeof brotli) => ({
        kib: loaded.kib,
        files: loaded.scripts.map((s) => `${s.file} ${s.bytes}`),
      });
      expect({ path, brotli: seen(brotli), gzip: seen(gzip) }).toEqual({
        path,
        brotli: { kib: within, files: expect.any(Array) },
        gzip: { kib: within, files: expect.any(Array) },
      });
      // Every script came compressed, as CloudFront sends it, in the encoding asked for.
      expect(brotli.scripts.filter((script) => script.encoding !== 'br')).toEqual([]);
      expect(gzip.scripts.filter((script) => script.encoding !== 'gzip')).toEqual([]);
    },
  );
});

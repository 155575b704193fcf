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

describe("a first visit's JavaScript, from the browser's own network log (issue 27)", () => {
  it.each(FIRST_PAGES)(
    '%s loads no more than its budget before the network is idle',
    async (path) => {
      const loaded = await firstPageScripts(browser, `${inject('baseUrl')}${path}`);
      // The files named, so a failure says what came in.
      expect({ path, kib: loaded.kib, files: loaded.scripts.map((s) => s.file) }).toEqual({
        path,
        kib: expect.toSatisfy((kib: number) => kib <= firstPageGoalKiB(path)),
        files: expect.any(Array),
      });
      // Every script came compressed, as CloudFront sends it.
      expect(loaded.scripts.filter((script) => script.encoding === 'identity')).toEqual([]);
    },
  );
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { expectPath, headerCountLink, signInWithForm, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();

/** Makes the tab hidden or visible as the browser would, and tells the page. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

describe("the header's unread-count poll, in the browser", () => {
  it(
    'asks less often while nothing changes, never while the tab is hidden, and at once when shown',
    { timeout: 90_000 },
    async () => {
      const parent = await registerVerified('parent');
      const page = await browser.newPage();
      // The page's clock, so minutes pass at once (installed before the app's scripts run).
      await page.clock.install();
      // Polls answered (200 or 304): the next is timed from the answer, so each step waits for it.
      const polls: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/inbox/unread') polls.push(response.status());
      });
      await page.goto(`/login/user?return=${encodeURIComponent('/')}`);
      await signInWithForm(page, parent.email, parent.password);
      await expectPath(page, '/');
      await headerCountLink(page, 'Inbox').waitFor();
      // The first answer is in before the clock moves (the link shows before it).
      await expect.poll(() => polls.length, { timeout: STEP_MS }).toBeGreaterThanOrEqual(1);
      await page.waitForLoadState('networkidle');
      const asked = async (count: number) => {
        await expect.poll(() => polls.length, { timeout: STEP_MS }).toBe(count);
        // The page has handled the answer (and set its next timer) before the clock moves on.
        await page.evaluate(() => document.visibilityState);
      };
      const opened = polls.length;
      expect(opened).toBeGreaterThanOrEqual(1);

      // 30 s after the first answer, then 60 s, then 120 s: one poll each, none between.
      await page.clock.runFor(31_000);
      await asked(opened + 1);
      await page.clock.runFor(57_000);
      await page.clock.runFor(4_000);
      await asked(opened + 2);
      await page.clock.runFor(117_000);
      await page.clock.runFor(4_000);
      await asked(opened + 3);

      // Hidden for ten minutes: not one request. Shown again: one at once.
      await setVisibility(page, 'hidden');
      await page.clock.runFor(600_000);
      expect(polls).toHaveLength(opened + 3);
      await setVisibility(page, 'visible');
      await asked(opened + 4);
      // And the schedule starts over from 30 s.
      await page.clock.runFor(31_000);
      await asked(opened + 5);
    },
  );
});

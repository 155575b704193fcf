import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.js';

const browser = useBrowser();

/** The app's entry chunk (React and the shell), hashed by the build. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

describe('a landing page on a slow phone', () => {
  it('paints from its HTML before the app arrives, then starts the app', async () => {
    const page = await browser.newPage();
    // Hold the entry back, as a slow network would: the page must already be shown.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let askedFor!: () => void;
    const entryAskedFor = new Promise<void>((resolve) => (askedFor = resolve));
    await page.route(ENTRY, async (route: Route) => {
      askedFor();
      await released;
      await route.continue();
    });

    // The first jobs read, preloaded after the paint and taken over by the app's own fetch.
    const jobReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/jobs') jobReads.push(request.url());
    });
    const response = await page.goto('/find_job/all', { waitUntil: 'commit' });
    // The HTML does not load the entry itself: a small boot script asks for it after the
    // first paint (web/vite.config.ts).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<script type="module" [^>]*src="\/assets\/boot-[\w-]+\.js">/);
    expect(html).not.toMatch(/\/assets\/index-[\w-]+\.js/);

    await entryAskedFor;
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('paint')
        .some((entry) => entry.name === 'first-contentful-paint'),
    );
    await page.getByRole('heading', { level: 1, name: 'Find a job' }).waitFor();
    await page.getByText('Families post jobs for nannies, cooks and carers here.').waitFor();
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    expect(await page.locator('#after-paint').count()).toBe(1);

    release();
    // The app takes the page over and shows the jobs.
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first().waitFor();
    expect(jobReads).toHaveLength(1);
  });
});

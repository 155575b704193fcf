import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landingPages } from '../../web/src/app/landing-pages.js';
import { STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();

/** The header's colour (`--green` in web/src/ui/styles.css): the page is styled, not bare HTML. */
const HEADER_GREEN = 'rgb(11, 93, 75)';

const headerColour = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

/** The console's reports of something the Content-Security-Policy refused. */
function refusals(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The paths of the stylesheets the page asks for. */
function stylesheetRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const firstPaint = (page: Page) =>
  page.waitForFunction(
    () =>
      performance
        .getEntriesByType('paint')
        .some((entry) => entry.name === 'first-contentful-paint'),
    undefined,
    { timeout: STEP_MS },
  );

describe('a landing page on slow 3G', () => {
  it.each(landingPages.map(({ path }) => path))(
    '%s paints styled from its HTML alone: no stylesheet request to wait for',
    async (path) => {
      const page = await browser.newPage();
      // Each stylesheet would be one more 400 ms round trip before anything shows on slow 3G.
      const stylesheets = stylesheetRequests(page);
      const refused = refusals(page);
      await page.goto(path);
      await firstPaint(page);
      expect(await headerColour(page)).toBe(HEADER_GREEN);
      expect(stylesheets).toEqual([]);
      expect(refused).toEqual([]);
    },
  );

  it.each(landingPages.map(({ path }) => path))(
    '%s asks for nothing the first paint would wait for: its HTML names only low-priority files',
    async (path) => {
      const page = await browser.newPage();
      // Chromium's own priorities, which Lighthouse's simulation reads: a file the HTML names
      // at high priority (a script, a stylesheet) is counted as holding the first paint back,
      // one more 400 ms round trip after the HTML on slow 3G.
      const devtools = await page.context().newCDPSession(page);
      const named: { path: string; priority: string }[] = [];
      devtools.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
        if (initiator.type === 'parser' && type !== 'Document')
          named.push({ path: new URL(request.url).pathname, priority: request.initialPriority });
      });
      await devtools.send('Network.enable');
      await page.goto(path);
      await firstPaint(page);
      expect(named.filter(({ priority }) => ['VeryHigh', 'High'].includes(priority))).toEqual([]);
    },
  );

  it('is still styled when its policy does not allow its own CSS (a deploy under way)', async () => {
    const page = await browser.newPage();
    // The HTML of one build with the policy of another: CloudFront's policy and the pages in
    // the bucket change a few minutes apart, and a phone may keep an older page offline.
    await page.route('**/find_job/all', async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        /style-src [^;]*/,
        "style-src 'self'",
      );
      await route.fulfill({ response, headers });
    });
    const stylesheets = stylesheetRequests(page);
    const refused = refusals(page);
    await page.goto('/find_job/all');
    await expect.poll(() => headerColour(page), { timeout: STEP_MS }).toBe(HEADER_GREEN);
    // The inline CSS was refused, and the same CSS came as the build's file instead.
    expect(refused).toHaveLength(1);
    expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { axNodeOf } from './accessibility-tree.js';
import { useBrowser } from './browser.js';

const browser = useBrowser();
/** The phone's screen the tests' pages have (browser.ts): 360 x 740. */
const SCREEN_HEIGHT = 740;

const filtersToggle = (page: Page) => page.getByRole('main').locator('summary.filters__toggle');

/** Where the element's bottom edge is, from the top of the page as first shown. */
const bottomOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

/**
 * Opens the search at `path` and checks the phone's first screen: the first result's heading is
 * on it, the filters are folded behind "Filters" and the filter labelled `filter` is hidden.
 * Answers the main region and the results list.
 */
async function firstScreenOf(path: string, list: string, filter: string) {
  const page = await browser.newPage();
  await page.goto(path);
  const main = page.getByRole('main');
  const results = main.getByRole('list', { name: list });
  const heading = results.getByRole('listitem').first().getByRole('heading');
  await heading.waitFor();
  expect(await bottomOf(heading)).toBeLessThan(SCREEN_HEIGHT);
  expect(await filtersToggle(page).innerText()).toBe('Filters');
  expect(await main.getByLabel(filter).isVisible()).toBe(false);
  return { page, main, results };
}

describe('the searches on a phone', () => {
  it('caregiver search: the first result on the first screen, filters folded behind a count that follows them', async () => {
    // In Botswana under a region of its own, so no other test's search meets this caregiver.
    await liveCaregiver('Phone Nanny', {
      basics: { currently_in: 'Botswana', region: `Region ${randomUUID().slice(0, 8)}` },
    });
    const { page, main, results } = await firstScreenOf(
      '/find_childcarer/all',
      'Caregivers',
      'Country',
    );
    expect(await axNodeOf(page, 'summary.filters__toggle')).toMatchObject({
      name: 'Filters',
      expanded: false,
    });

    // Opened from the keyboard: it says so, and the next Tab is the first filter.
    await filtersToggle(page).focus();
    await page.keyboard.press('Enter');
    await main.getByLabel('Country').waitFor();
    expect(await axNodeOf(page, 'summary.filters__toggle')).toMatchObject({ expanded: true });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'user_type',
    );

    await main.getByLabel('Country').selectOption('Botswana');
    await expect.poll(() => filtersToggle(page).innerText()).toBe('Filters (1)');
    await main.getByLabel('Looking for').selectOption({ label: 'Caregivers' });
    await expect.poll(() => filtersToggle(page).innerText()).toBe('Filters (2)');
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'childcarer');
    await results.getByText('Phone Nanny').first().waitFor();
    for (const place of await results.getByRole('listitem').allInnerTexts())
      expect(place).toContain('Botswana');
    expect(await axNodeOf(page, 'summary.filters__toggle')).toMatchObject({ name: 'Filters (2)' });

    // Folded again, the count stays; a reload with the filters in the address keeps it.
    await filtersToggle(page).click();
    await expect.poll(() => main.getByLabel('Country').isVisible()).toBe(false);
    await page.reload();
    await results.getByText('Phone Nanny').first().waitFor();
    await expect.poll(() => filtersToggle(page).innerText()).toBe('Filters (2)');
    expect(await bottomOf(results.getByRole('listitem').first())).toBeGreaterThan(0);
  });

  it('job search: the first job on the first screen, the count follows the two filters', async () => {
    const parent = await parentWithPackage();
    await publishedJob(parent.idToken, { position: 'Au Pair' });
    const {
      page,
      main,
      results: jobs,
    } = await firstScreenOf('/find_job/all', 'Jobs', 'Find a job as');

    await filtersToggle(page).click();
    await main.getByLabel('Find a job as').selectOption('Au Pair');
    await expect.poll(() => filtersToggle(page).innerText()).toBe('Filters (1)');
    await page.waitForURL((url) => url.searchParams.get('position') === 'Au Pair');
    await jobs.getByRole('link', { name: 'Au Pair' }).first().waitFor();
    for (const job of await jobs.getByRole('heading').allInnerTexts()) expect(job).toBe('Au Pair');
  });

  it('on a wide screen the filters are open, with no control to fold them', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, label] of [
      ['/find_childcarer/all', 'Country'],
      ['/find_job/all', 'Find a job as'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByLabel(label).waitFor();
      expect(await filtersToggle(page).isVisible()).toBe(false);
    }
  });

  it('the prerendered pages hold the filters folded, as the app renders them', async () => {
    const page = await browser.newPage();
    for (const path of ['/find_childcarer/all', '/find_job/all']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<details class="filters"><summary class="filters__toggle">Filters</);
    }
  });
});

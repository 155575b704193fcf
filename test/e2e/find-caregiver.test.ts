import { describe, expect, it } from 'vitest';
import { heading, useBrowser } from './browser.js';

const browser = useBrowser();

describe('finding a caregiver, in the browser', () => {
  it('filters by country, region and town and opens a CV', async () => {
    const page = await browser.newPage();
    await page.goto('/find_childcarer/all');
    const main = page.getByRole('main');
    const results = main.getByRole('list', { name: 'Caregivers' });
    await results.getByRole('listitem').first().waitFor();
    await main.getByLabel('Country').selectOption('Zambia');
    await main.getByLabel('Region').selectOption('Southern');
    await main.getByLabel('Town').selectOption('Choma');
    await page.waitForURL((url) => url.searchParams.get('town') === 'Choma');
    await results.getByText('Choma, Southern, Zambia').first().waitFor();
    const places = await results.getByRole('listitem').allInnerTexts();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toContain('Choma, Southern, Zambia');

    const first = results.getByRole('link').first();
    const name = await first.innerText();
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith('/cv/demo-caregiver-'));
    await heading(page, name).waitFor();
  });

  it('says so when nothing matches', async () => {
    const page = await browser.newPage();
    await page.goto('/find_childcarer/all?country=Chad&language=kaonde');
    await page.getByText('No caregivers match. Try fewer filters.').waitFor();
  });

  it('shows the real number of live caregivers on the home banner', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const banner = page.getByRole('note');
    await banner.getByText(/^\d[\d,]* childcarers are looking for jobs$/).waitFor();
    const count = Number((await banner.innerText()).replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(100);
    expect(count).not.toBe(10073);
    const openJobs = page.getByRole('region', { name: 'Open jobs' });
    const zambia = await openJobs.getByRole('link', { name: /^Zambia: \d+$/ }).innerText();
    expect(Number(zambia.replace(/\D/g, ''))).toBeGreaterThanOrEqual(30);
  });
});

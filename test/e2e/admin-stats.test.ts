import { describe, expect, it } from 'vitest';
import { trafficSourceLabels } from '../../lambdas/core/reference/options.js';
import { api } from '../support/api.js';
import { heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();

describe('the admin dashboard, in the browser', () => {
  it('the demo admin opens /admin and sees the report cards with numbers', async () => {
    // Long route paths among the most viewed pages (one unbroken word each, as on a live site).
    for (const path of [
      '/my_account/caregiver/my_profile/personal_description_edit/none',
      '/my_account/parent/jobs_profiles/recieved_applications/none',
    ])
      expect((await api('POST', '/api/traffic/page-view', { body: { path } })).status).toBe(202);
    const page = await browser.newPage();
    await page.goto('/admin');
    await signInWithForm(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/admin');
    await heading(page, 'Admin').waitFor();
    for (const label of [
      'Total completed payments',
      'Total failed payments',
      'Total caregivers',
      'Total parents',
      'Total incomplete users',
    ]) {
      const card = page.getByRole('listitem', { name: label });
      await card.waitFor();
      expect(await card.locator('.report-card__value').innerText(), label).toMatch(/^\d+$/);
    }
    // The seed's caregivers are counted; the leaders and the source are cards too.
    const caregivers = page.getByRole('listitem', { name: 'Total caregivers' });
    expect(Number(await caregivers.locator('.report-card__value').innerText())).toBeGreaterThan(0);
    for (const label of ['Most viewed caregiver', 'Most viewed job', 'Top traffic source'])
      await page.getByRole('listitem', { name: label }).waitFor();
    // This very visit was counted by the site's own page-view beacon.
    await page.getByRole('heading', { name: /Page views, last 7 days: [1-9]\d*/ }).waitFor();
    // The top source reads as the registration form names it ("From a friend"), not its key.
    const source = await page
      .getByRole('listitem', { name: 'Top traffic source' })
      .locator('.report-card__value')
      .innerText();
    expect(Object.values(trafficSourceLabels)).toContain(source.replace(/ \(\d+\)$/, ''));
    // All of it fits the 360 px phone: nothing to scroll sideways (docs/decisions/admin.md).
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.client).toBe(360);
    expect(width.scroll).toBeLessThanOrEqual(width.client);
  });
});

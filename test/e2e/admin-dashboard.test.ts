import { describe, expect, it } from 'vitest';
import { heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();

describe('the admin dashboard, in the browser', () => {
  it('the demo admin opens /admin and sees the report cards with numbers', async () => {
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
  });
});

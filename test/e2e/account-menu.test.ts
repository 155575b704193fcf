import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenu, DEMO_PASSWORD, heading, useBrowser } from './browser.js';

const browser = useBrowser();
const PHONE_WIDTH = 360;

/** The menu's links that are not shown whole within the phone's width. */
async function linksOffScreen(page: Page) {
  const links = await accountMenu(page).getByRole('link').all();
  const off: string[] = [];
  for (const link of links) {
    const box = await link.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > PHONE_WIDTH) off.push(await link.innerText());
  }
  return { count: links.length, off };
}

describe('the account menu on a 360 px phone', () => {
  it.each([
    ['caregiver@demo.test', '/my_account/caregiver/overview/user/none', 'Received job offers'],
    ['parent@demo.test', '/my_account/parent/overview/user/none', 'Contact history'],
  ])(
    '%s reaches every entry without sideways scrolling, and the menu closes on the chosen page',
    async (email, overview, last) => {
      const page = await browser.signedIn({ email, password: DEMO_PASSWORD }, overview);
      const toggle = accountMenu(page).getByRole('button', { name: 'My account pages' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');

      const { count, off } = await linksOffScreen(page);
      expect(count).toBeGreaterThanOrEqual(9);
      expect(off).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);

      await accountMenu(page).getByRole('link', { name: last, exact: true }).click();
      await heading(page, last).waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await accountMenu(page).getByRole('link').count()).toBe(0);

      // The page shown is marked in the menu; Escape closes it again.
      await toggle.click();
      const current = accountMenu(page).getByRole('link', { name: last, exact: true });
      expect(await current.getAttribute('aria-current')).toBe('page');
      await page.keyboard.press('Escape');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    },
  );
});

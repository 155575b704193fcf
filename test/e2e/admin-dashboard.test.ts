import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { formatLocales } from '../../lambdas/core/i18n/locales.js';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, signInWithForm, STEP_MS, useBrowser } from './browser.js';
import { downloadCsv } from './csv-download.js';

const browser = useBrowser();
const desktop = { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false };
/** ADMIN_SHOTS=1 saves the dashboard at 1280 px and 360 px into /tmp/shots (not committed). */
const shots = process.env.ADMIN_SHOTS === '1';

describe('the admin dashboard at desktop width, and a CSV export', () => {
  it('shows the report cards in a grid and the week as charts, with Zambian days', async () => {
    // A registration today, from a source: the sign-ups and sources charts have a bar.
    await registerVerified('parent');
    const page = await browser.newPage(desktop);
    await page.goto('/admin');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/admin');
    await heading(page, 'Admin').waitFor();

    // Eight cards, four to a row at 1280 px: the first two side by side, the fifth below.
    const cards = page.locator('.report-cards > li');
    await expect.poll(() => cards.count(), { timeout: STEP_MS }).toBe(8);
    const [first, second, fifth] = await Promise.all(
      [0, 1, 4].map((i) => cards.nth(i).boundingBox()),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(fifth!.y).toBeGreaterThan(first!.y + first!.height - 1);

    // The charts are images named by their titles, each with its numbers to read.
    for (const name of [
      /^Page views, last 7 days: [1-9]/,
      /^Registrations and payments per day/,
      /^Traffic sources/,
      /^Most viewed pages/,
      /^Views by user type/,
    ])
      await page.getByRole('img', { name }).waitFor();
    const perDay = page.locator('figure', { has: page.getByRole('img', { name: /^Registr/ }) });
    await perDay.getByText('The numbers').click();
    const days = await perDay.locator('tbody th').allInnerTexts();
    expect(days).toHaveLength(7);
    // Today as Zambia's clock has it, in the reader's language: never an ISO date.
    const today = new Intl.DateTimeFormat(formatLocales('en'), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Africa/Lusaka',
    }).format(Date.now());
    expect(days[6]).toBe(today);
    // Pages by their titles: this very visit counted "Admin", not "/admin".
    const pages = page.locator('figure', { has: page.getByRole('img', { name: /^Most viewed/ }) });
    await pages.getByText('The numbers').click();
    expect(await pages.locator('tbody th').allInnerTexts()).toContain('Admin');
    expect((await pages.locator('tbody').innerText()).includes('/:')).toBe(false);

    if (shots) {
      await page.screenshot({ path: '/tmp/shots/admin-1280.png', fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: '/tmp/shots/admin-360.png', fullPage: true });
    }
  }, 90_000);

  it('filters the users in the address and downloads them as CSV, formulas neutralised', async () => {
    const tag = `Dl${randomUUID().slice(0, 6)}`;
    const cook = await registerVerified('cook');
    await db()
      .entities.user.patch({ uid: cook.uid })
      .set({ fullname: `${tag} Banda`, username: '=1+2', currently_in: 'Zambia' })
      .go();

    const page = await browser.newPage(desktop);
    await page.goto('/users');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/users');
    const search = page.getByRole('search', { name: 'Find users' });
    await search.getByLabel('E-mail, or the start of a name').fill(tag);
    await search.getByLabel('Type').selectOption('cook');
    await search.getByLabel('Country').selectOption('Zambia');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    expect(new URL(page.url()).searchParams.get('type')).toBe('cook');
    expect(new URL(page.url()).searchParams.get('country')).toBe('Zambia');

    // The address alone brings the same list back.
    await page.reload();
    const found = page.getByRole('list', { name: 'Users found' });
    await found.getByRole('link', { name: `${tag} Banda` }).waitFor({ timeout: STEP_MS });
    await found.getByText(/Cook · Zambia/).waitFor();

    const lines = await downloadCsv(page, 'users');
    expect(lines[0]).toMatch(/^uid,email,user_type,fullname,username,country,/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`${cook.uid},${cook.email},cook,${tag} Banda,'=1+2,Zambia,`);
  }, 90_000);
});

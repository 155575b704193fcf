import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();

/** Message ids ("app:link.home") are what Lingui shows for a key missing from a catalogue. */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(/\b[a-z][\w-]*:[a-z][\w.]*\b/g) ?? []).toEqual([]);
}

const chooseLanguage = (page: Page, label: string, name: string) =>
  page.getByLabel(label).selectOption({ label: name });

describe('the language switch', () => {
  it('switches the app to Bemba, keeps it across visits, and back to English', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByText('Made for families in Zambia.').waitFor();
    // The prerendered page answers once React has adopted it (main.tsx).
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });

    await chooseLanguage(page, 'Language', 'Ichibemba');
    await page.getByText('Capangilwa indupwa sha mu Zambia.').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('bem');
    await page.getByRole('navigation', { name: 'Ubucingo na mafunde' }).waitFor();
    const main = page.getByRole('navigation', { name: 'Ifikalamba' });
    await main.getByRole('link', { name: 'Fwaya incito' }).waitFor();
    await expectNoRawKeys(page);

    // The page titles follow: the menu in Bemba.
    await main.getByRole('link', { name: 'Ifyakusalapo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ifyakusalapo' }).waitFor();
    // The title is set once the page has rendered, a moment after its heading.
    await expect.poll(() => page.title(), { timeout: STEP_MS }).toMatch(/^Ifyakusalapo \| /);
    await expectNoRawKeys(page);

    // Remembered on this phone: a new visit starts in Bemba.
    await page.reload();
    await page.getByText('Capangilwa indupwa sha mu Zambia.').waitFor();
    await expectNoRawKeys(page);

    await chooseLanguage(page, 'Ululimi', 'English');
    await page.getByText('Made for families in Zambia.').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  }, 60_000);

  it('keeps a signed-in choice on the account, for the next phone they sign in on', async () => {
    const person = await registerVerified('parent');
    const first = await browser.signedIn(person, '/');
    await chooseLanguage(first, 'Language', 'Français');
    await first.getByText('Conçu pour les familles de Zambie.').waitFor();
    await expect
      .poll(async () => (await api('GET', '/api/me', { token: person.idToken })).body.appLanguage, {
        timeout: STEP_MS,
      })
      .toBe('fr');

    const other = await browser.signedIn(person, '/');
    await other.getByText('Conçu pour les familles de Zambie.').waitFor();
    await expectNoRawKeys(other);
  }, 60_000);

  it('refuses a language we do not speak, and changes nothing', async () => {
    const person = await registerVerified('childcarer');
    const refused = await api('PUT', '/api/account/language', {
      token: person.idToken,
      body: { appLanguage: 'de' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Choose one of the languages we speak: en, fr, pt, sw, bem, ny',
    );
    expect((await api('GET', '/api/me', { token: person.idToken })).body.appLanguage).toBe(
      undefined,
    );
  });
});

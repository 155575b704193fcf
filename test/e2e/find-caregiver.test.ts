import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { caregiverBasics, realPdf, saveSection, upload } from '../support/profiles.js';
import { heading, openFilters, useBrowser } from './browser.js';

const browser = useBrowser();

describe('finding a caregiver, in the browser', () => {
  it('filters by country, region and town and opens a CV', async () => {
    const page = await browser.newPage();
    await page.goto('/find_childcarer/all');
    const main = page.getByRole('main');
    const results = main.getByRole('list', { name: 'Caregivers' });
    await results.getByRole('listitem').first().waitFor();
    await openFilters(page);
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

  it('a cook chooses Patient Meals in their profile, and a parent’s search for cooks finds them', async () => {
    const fullname = `Cook ${randomUUID().slice(0, 6)}`;
    const cook = await registerVerified('cook');
    await saveSection(cook.idToken, 'basic-information', {
      ...caregiverBasics,
      fullname,
      currently_in: 'Botswana',
      region: 'South-East',
      town: 'Gaborone',
    });
    await saveSection(cook.idToken, 'personal-description', {
      info: 'I cook soft, salt-free meals for patients at home.',
    });
    await upload(cook.idToken, 'cv', realPdf, 'cv.pdf');

    // The cook's roles screen offers the cook positions, not the childcare ones.
    const own = await browser.signedIn(cook, '/my_account/caregiver/my_profile/roles_edit/none');
    const form = own.getByRole('main');
    await heading(own, 'Roles').waitFor();
    expect(await form.getByLabel('Nanny', { exact: true }).count()).toBe(0);
    await form.getByLabel('Patient Meals', { exact: true }).check();
    await form.getByRole('button', { name: 'Save roles' }).click();
    await form.getByText('Saved.', { exact: true }).waitFor();
    expect((await api('GET', '/api/me', { token: cook.idToken })).body).toMatchObject({
      positions: ['Patient Meals'],
      isCompelete: true,
      live: true,
    });

    const page = await browser.newPage();
    await page.goto('/find_childcarer/all');
    const main = page.getByRole('main');
    const results = main.getByRole('list', { name: 'Caregivers' });
    await results.getByRole('listitem').first().waitFor();
    await openFilters(page);
    await main.getByLabel('Looking for').selectOption({ label: 'Cooks' });
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'cook');
    await main.getByLabel('Country').selectOption('Botswana');
    await main.getByLabel('Position').selectOption('Patient Meals');
    await results.getByRole('link', { name: fullname }).waitFor();
    for (const found of await results.getByRole('listitem').allInnerTexts())
      expect(found).toContain('Patient Meals');
    // Childcarers only: the cook is not among them, and a cook position is not offered.
    await main.getByLabel('Looking for').selectOption({ label: 'Caregivers' });
    await page.waitForURL((url) => url.searchParams.get('user_type') === 'childcarer');
    expect(await main.getByLabel('Position').inputValue()).toBe('Any Position');
    await page.getByRole('link', { name: fullname }).waitFor({ state: 'detached' });
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

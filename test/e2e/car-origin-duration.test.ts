import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { liveCaregiver } from '../support/profiles.js';
import { heading, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const AREA = '/my_account/caregiver/my_profile';
const PASSWORD = 'Passw0rd-test';

const saved = (page: Page) => page.getByRole('main').getByText('Saved.', { exact: true }).waitFor();

/** The value shown beside a label in a list of facts (dt/dd). */
const fact = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('.facts > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

const childcareLabels = [
  "Children's ages you care for",
  'How many children can you care for?',
  'Happy with pets?',
  'Trained in CPR / first aid?',
];

describe('a caregiver says whether they have a car, where they come from and how long they want to work', () => {
  it('sets them in basic information and roles and sees them on their profile and public CV', async () => {
    const nanny = await liveCaregiver('Thandiwe Zulu');
    const page = await browser.signedIn(
      { email: nanny.email, password: PASSWORD },
      `${AREA}/basic_information_edit/none`,
    );
    const form = page.getByRole('main');
    await heading(page, 'Basic information').waitFor();
    await form.getByLabel('Do you have a car?').selectOption('Yes');
    await form.getByLabel('Where are you from?').selectOption('Malawi');
    await form.getByRole('button', { name: 'Save basic information' }).click();
    await saved(page);

    await page.goto(`${AREA}/roles_edit/none`);
    await heading(page, 'Roles').waitFor();
    await form.getByLabel('How long do you want to work?').selectOption('More than 6 months');
    await form.getByRole('button', { name: 'Save roles' }).click();
    await saved(page);

    await page.goto(`${AREA}/user/none`);
    await expect.poll(() => fact(page, 'Car').textContent(), { timeout: STEP_MS }).toBe('Yes');
    expect(await fact(page, 'Country of origin').textContent()).toBe('Malawi');
    expect(await fact(page, 'How long').textContent()).toBe('More than 6 months');

    await page.goto(`/cv/${nanny.uid}`);
    await expect
      .poll(() => fact(page, 'Has a car').textContent(), { timeout: STEP_MS })
      .toBe('Yes');
    expect(await fact(page, 'Country of origin').textContent()).toBe('Malawi');
    expect(await fact(page, 'Wants to work for').textContent()).toBe('More than 6 months');
  });

  it('shows a cook only what applies to cooking on the roles screen', async () => {
    const cook = await registerVerified('cook', PASSWORD);
    const page = await browser.signedIn(cook, `${AREA}/roles_edit/none`);
    const form = page.getByRole('main');
    await form.getByLabel('Patient Meals', { exact: true }).waitFor();
    for (const label of childcareLabels) expect(await form.getByLabel(label).count()).toBe(0);
    await form.getByLabel('How long do you want to work?').waitFor();

    const nanny = await registerVerified('childcarer', PASSWORD);
    const nannyPage = await browser.signedIn(nanny, `${AREA}/roles_edit/none`);
    await nannyPage.getByRole('main').getByLabel('Nanny', { exact: true }).waitFor();
    for (const label of childcareLabels)
      expect(await nannyPage.getByRole('main').getByLabel(label).count()).toBe(1);
  });

  it("leads from the menu's Medical test to the medical clearance on the Uploads page", async () => {
    const nanny = await registerVerified('childcarer', PASSWORD);
    const page = await browser.signedIn(nanny, '/menu');
    await page.getByRole('main').getByRole('link', { name: 'Medical test', exact: true }).click();
    await heading(page, 'Uploads').waitFor();
    const medical = page.getByRole('heading', { name: /^Medical clearance/ });
    await medical.waitFor();
    // Shown on the phone's screen, below the photo and CV sections that come first.
    await expect
      .poll(() => medical.evaluate((element) => element.getBoundingClientRect().top), {
        timeout: STEP_MS,
      })
      .toBeLessThan(740);
    expect(
      await medical.evaluate((element) => element.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
  });
});

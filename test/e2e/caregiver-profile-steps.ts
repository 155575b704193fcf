import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { heading, unlabelledInputs } from './browser.js';

/** A caregiver's profile sections as a person fills them in (caregiver-profile.test.ts). */

const saved = (page: Page) => page.getByRole('main').getByText('Saved.', { exact: true }).waitFor();

/** The basic information section, from the profile page, every field filled and saved. */
export async function fillBasicInformation(page: Page) {
  await page.getByRole('link', { name: 'Edit basic information' }).click();
  await heading(page, 'Basic information').waitFor();
  const form = page.getByRole('main');
  await form.getByLabel('First name(s)').fill('Thandiwe');
  await form.getByLabel('Surname').fill('Mwale');
  await form.getByLabel('Username').fill('thandiwe.m');
  await form.getByLabel('Phone number').fill('977000111');
  await form.getByLabel('Country').selectOption('Zambia');
  await form.getByLabel('Region').selectOption('Cooperbelt');
  await form.getByLabel('Town').selectOption('Ndola');
  await form.getByLabel('Address').fill('Plot 7, Kansenshi');
  await form.getByLabel('Postcode').fill('10101');
  await form.getByLabel('Sex').selectOption('Female');
  await form.getByLabel('Date of birth').fill('1992-03-04');
  await form.getByLabel('Language 1').selectOption('English');
  await form.getByLabel('Language 2').selectOption('bemba');
  await form.getByLabel('Language 3').selectOption('nyanja');
  await form.getByLabel('Education').selectOption('College diploma');
  await form.getByLabel('Years of experience').selectOption('6');
  await form.getByLabel('Do you drive?').selectOption('No');
  await form.getByLabel('Do you smoke?').selectOption('No');
  await form.getByLabel('Visible: families can find my profile').check();
  expect(await unlabelledInputs(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save basic information' }).click();
  await saved(page);
}

/** The roles section, reached from the basic information's "Next". */
export async function fillRoles(page: Page) {
  await page.getByRole('link', { name: 'Next: Roles' }).click();
  await heading(page, 'Roles').waitFor();
  const form = page.getByRole('main');
  await form.getByLabel('Nanny', { exact: true }).check();
  await form.getByLabel('Babysitter', { exact: true }).check();
  await form.getByLabel('Live in or out').selectOption('Live out');
  await form.getByLabel('Full or part time').selectOption('Full time');
  await form.getByLabel('Term').selectOption('Permanent');
  await form.getByLabel('Available from').fill('2027-01-15');
  await form.getByLabel('Expected salary').fill('2500 ZMW a month');
  await form.getByLabel("Children's ages you care for").selectOption({ index: 2 });
  await form.getByLabel('How many children can you care for?').fill('3');
  await form.getByLabel('Happy with pets?').selectOption('Yes');
  await form.getByLabel('Trained in CPR / first aid?').selectOption('Yes');
  await form.getByRole('button', { name: 'Save roles' }).click();
  await saved(page);
}

/** The personal description, then on to the uploads. */
export async function fillDescription(page: Page) {
  await page.getByRole('link', { name: 'Next: Personal description' }).click();
  const form = page.getByRole('main');
  await form.getByLabel('About you').fill('Warm, patient nanny with six years with toddlers.');
  await form.getByLabel('Qualifications').fill('Red Cross first aid, 2024');
  await form.getByRole('button', { name: 'Save description' }).click();
  await saved(page);
  await page.getByRole('link', { name: 'Next: Uploads' }).click();
  await heading(page, 'Uploads').waitFor();
}

/** Chooses a file for one document and waits for its outcome message. */
export async function uploadFile(
  page: Page,
  label: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  await page.getByLabel(label).setInputFiles({ name, mimeType, buffer });
}

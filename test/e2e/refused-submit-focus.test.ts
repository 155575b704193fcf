import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified, uniqueEmail } from '../support/accounts.js';
import { parentWithPackage } from '../support/jobs.js';
import { chooseEmail, heading, useBrowser } from './browser.js';

const browser = useBrowser();

/** The focused element's name, and the text its aria-describedby points at. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement;
    const described = (field?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return {
      name: field?.getAttribute('name'),
      invalid: field?.getAttribute('aria-invalid'),
      described,
    };
  });

/** The message shown under the field labelled `label`. */
const messageUnder = (form: Locator, label: string) =>
  form.getByLabel(label, { exact: true }).locator('xpath=..').locator('.field__error').innerText();

describe('a refused submit, in the browser', () => {
  it('focuses the first invalid field, whose description is its message (useZodForm)', async () => {
    const page = await browser.newPage();
    await page.goto('/register/parent');
    await heading(page, 'Create your account').waitFor();
    await chooseEmail(page);
    const form = page.getByRole('main');
    await form.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('e2e-focus'));
    await form.getByRole('button', { name: 'Create account', exact: true }).click();

    // The password (empty) comes before the terms (not ticked): it gets focus, and is read out
    // with its message.
    await expect.poll(async () => (await focusedField(page)).name).toBe('password');
    const password = await focusedField(page);
    expect(password.invalid).toBe('true');
    expect(password.described).toContain(await messageUnder(form, 'Password'));

    await form.getByLabel('Password', { exact: true }).fill('Passw0rd-e2e');
    await form.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(async () => (await focusedField(page)).name).toBe('terms');
    expect((await focusedField(page)).described).toContain(
      'must agree to the terms and conditions to register',
    );
  });

  it('focuses the first invalid field of a form checked with useTypedForm (the job form)', async () => {
    const parent = await parentWithPackage();
    const page = await browser.signedIn(parent, '/createjob');
    await heading(page, 'Submit a Job').waitFor();
    const form = page.getByRole('main');
    await form.getByLabel('Contact name').fill('Mrs Focus');
    await form.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(async () => (await focusedField(page)).invalid).toBe('true');
    const first = await focusedField(page);
    // The first field marked in the form's order is the one focused.
    const firstMarked = await form
      .locator('[aria-invalid="true"]')
      .first()
      .evaluate((field) => field.getAttribute('name'));
    expect(first.name).toBe(firstMarked);
    expect(first.described.length).toBeGreaterThan(0);
  });

  it('hand-made forms do the same: an empty report reason, then a post without a title', async () => {
    const nanny = await registerVerified('childcarer');
    const page = await browser.signedIn(nanny, '/job/demo-job-01');
    await page.getByRole('button', { name: 'Report this job' }).click();
    await page.getByLabel('Why are you reporting this job?', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(async () => (await focusedField(page)).name).toBe('reason');
    expect(await focusedField(page)).toMatchObject({
      invalid: 'true',
      described: 'Say why you report this',
    });

    await page.goto('/my_account/caregiver/posts/user/none');
    await heading(page, 'Posts').waitFor();
    const form = page.getByRole('main');
    await form.getByLabel('Your post', { exact: true }).fill('A post that forgot its title.');
    await form.getByRole('button', { name: 'Publish post' }).click();
    await expect.poll(async () => (await focusedField(page)).name).toBe('title');
    expect((await focusedField(page)).described).toBe(await messageUnder(form, 'Title'));
  });
});

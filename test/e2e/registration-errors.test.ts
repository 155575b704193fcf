import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts.js';
import { chooseEmail, heading, unlabelledInputs, useBrowser } from './browser.js';

const browser = useBrowser();
const GOOD_PASSWORD = 'Passw0rd-e2e';

interface Attempt {
  email: string;
  password: string;
  terms: boolean;
}

/** Opens the parent registration form, fills it as given and presses "Create account". */
async function submitRegistration(attempt: Attempt): Promise<Page> {
  const page = await browser.newPage();
  await page.goto('/register/parent');
  await heading(page, 'Create your account').waitFor();
  await chooseEmail(page);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail', { exact: true }).fill(attempt.email);
  await form.getByLabel('Password', { exact: true }).fill(attempt.password);
  // Optional (docs/decisions/accounts-and-sessions.md; test/e2e/terms.test.ts registers without
  // it): answered here.
  await form.getByLabel('How did you hear about us?').selectOption('google');
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
  if (attempt.terms) await terms.check();
  await form.getByRole('button', { name: 'Create account', exact: true }).click();
  return page;
}

/** The message, word for word, somewhere in the page's main content. */
const seeMessage = (page: Page, message: string) =>
  page.getByRole('main').getByText(message, { exact: true }).first().waitFor();

describe('registration form messages, in the browser', () => {
  it.each([
    {
      field: 'terms',
      attempt: { email: uniqueEmail('e2e-terms'), password: GOOD_PASSWORD, terms: false },
      message: 'must agree to the terms and conditions to register',
    },
    {
      field: 'E-mail',
      attempt: { email: '', password: GOOD_PASSWORD, terms: true },
      message: 'email required',
    },
    {
      field: 'Password',
      attempt: { email: uniqueEmail('e2e-nopass'), password: '', terms: true },
      message: 'password required',
    },
    {
      field: 'Password',
      attempt: { email: uniqueEmail('e2e-short'), password: 'Ab1-xyz', terms: true },
      message: 'Password should be 8 characters or longer',
    },
    {
      field: 'E-mail',
      attempt: { email: 'not-an-email', password: GOOD_PASSWORD, terms: true },
      message: 'Invalid Email',
    },
  ])('says $message and stays on the form', async ({ field, attempt, message }) => {
    const page = await submitRegistration(attempt);
    await seeMessage(page, message);
    expect(new URL(page.url()).pathname).toBe('/register/parent');
    // The message belongs to its field: the field is marked invalid and described by it.
    const input =
      field === 'terms'
        ? page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })
        : page.getByRole('main').getByLabel(field, { exact: true });
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      describedBy.split(' ').filter(Boolean),
    );
    expect(description).toContain(message);
  });

  it('says "Email already in use" for a verified address', async () => {
    const page = await submitRegistration({
      email: 'parent@demo.test',
      password: GOOD_PASSWORD,
      terms: true,
    });
    await seeMessage(page, 'Email already in use');
    expect(new URL(page.url()).pathname).toBe('/register/parent');
    await heading(page, 'Create your account').waitFor();
  });
});

describe('form labels', () => {
  it.each(['/register/parent', '/register/user', '/login/user'])(
    'every input on %s has an accessible label, by phone and by e-mail',
    async (path) => {
      const page = await browser.newPage();
      await page.goto(path);
      // The phone way first: the two ways, the country code and the number.
      await page.getByRole('main').getByLabel('Mobile number', { exact: true }).waitFor();
      expect(await page.locator('main input:not([type=hidden])').count()).toBeGreaterThanOrEqual(3);
      expect(await unlabelledInputs(page)).toEqual([]);
      await chooseEmail(page);
      await page.getByRole('main').getByLabel('Password', { exact: true }).waitFor();
      const inputs = await page.locator('main input:not([type=hidden])').count();
      expect(inputs).toBeGreaterThanOrEqual(4);
      expect(await unlabelledInputs(page)).toEqual([]);
    },
  );

  it('names the four user types on /register/user, none chosen yet', async () => {
    const page = await browser.newPage();
    await page.goto('/register/user');
    await chooseEmail(page);
    const group = page.getByRole('radiogroup', { name: 'I am registering as' });
    for (const type of ['Parent', 'Caregiver', 'Cook', 'Institution']) {
      const radio = group.getByRole('radio', { name: type, exact: true });
      await radio.waitFor();
      expect(await radio.isChecked()).toBe(false);
    }
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified, uniqueEmail } from '../support/accounts.js';
import { api } from '../support/api.js';
import { latestCode } from '../support/mail.js';
import { askPhoneCode, registerByPhone } from '../support/phone-accounts.js';
import { freshNumber } from '../support/sms.js';
import { violationsOn } from './axe.js';
import { expectPath, heading, headerSignOutButton, useBrowser } from './browser.js';
import { askForCode, codeTexted, otherCode, signInByPhone } from './phone-browser.js';

/*
 * The settings of accounts by phone number (issue 30), in the browser: an account made with a
 * number only proves it is them with a texted code where others give their password (adding an
 * e-mail address, setting a password, deleting the account), and any account adds or changes
 * the number it signs in with (docs/decisions/phone-accounts.md).
 */

const browser = useBrowser();
const CAREGIVER_SETTINGS = '/my_account/caregiver/settings/user/none';
const CAREGIVER_OVERVIEW = '/my_account/caregiver/overview/user/none';
const PARENT_SETTINGS = '/my_account/parent/settings/user/none';
const codeSentTo = (e164: string) => `We texted a code to ${e164}. It works for 10 minutes.`;

const isFocused = (field: Locator) => field.evaluate((input) => input === document.activeElement);

/** The settings page's titles of its sections, in order, once its last section shows. */
async function sectionTitles(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2, name: 'Delete account' }).waitFor();
  return main.getByRole('heading', { level: 2 }).allTextContents();
}

/** A caregiver who joined with a number only, signed in with it in the browser (its 2nd text). */
async function phoneCaregiverSignedIn() {
  const caregiver = await registerByPhone();
  const page = await browser.newPage();
  await signInByPhone(page, caregiver.number, 2);
  await expectPath(page, '/my_account/caregiver/my_profile/user/none');
  return { ...caregiver, page };
}

describe('settings of an account made by phone, in the browser', () => {
  it('names the number, adds an e-mail address, and deletes the account with a texted code', async () => {
    const { number, idToken, page } = await phoneCaregiverSignedIn();
    const email = uniqueEmail('phone-caregiver');
    const main = page.getByRole('main');

    // Where the person is named, the number stands in for the e-mail it does not have.
    await page.goto(CAREGIVER_OVERVIEW);
    await heading(page, 'Account Center').waitFor();
    await main.getByText(`Signed in as ${number.e164}.`).waitFor();
    await page.goto('/menu');
    await main.getByText(`Signed in as ${number.e164}`, { exact: true }).waitFor();
    expect(await main.textContent()).not.toContain('undefined');

    await page.goto(CAREGIVER_SETTINGS);
    await heading(page, 'Settings').waitFor();
    await main.getByText(`Signed in as ${number.e164}`, { exact: true }).waitFor();
    // Its number first, then an address to add and a password to set; no e-mail to link by,
    // no job e-mails (it is texted them), and no password asked anywhere; a caregiver's number
    // for wage payouts (issue 32) before its data.
    expect(await sectionTitles(page)).toEqual([
      'Phone number for signing in',
      'Add an e-mail address',
      'Set a password',
      'Sign out',
      'Text messages',
      'Mobile money number for payouts',
      'Your data',
      'Delete account',
    ]);
    await main
      .getByRole('region', { name: 'Phone number for signing in' })
      .getByText(`You sign in with ${number.e164} and a code we text to it.`, { exact: true })
      .waitFor();
    expect(await main.getByLabel('Current password').count()).toBe(0);
    expect(await main.textContent()).not.toContain('undefined');

    // Adding an address: proven by a code texted to the number, not by a password.
    const adding = main.getByRole('region', { name: 'Add an e-mail address' });
    await adding
      .getByText('set a password afterwards with “Forgot password?”', { exact: false })
      .waitFor();
    await adding.getByLabel('Your e-mail address').fill(email);
    const code = adding.getByLabel('Code from the text', { exact: true });
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await adding.getByRole('button', { name: 'Add e-mail address' }).click();
    // Without the code the form is refused at its field, which takes the focus.
    await adding.getByText('Enter the 6-digit code we texted you.', { exact: true }).waitFor();
    await expect.poll(() => isFocused(code)).toBe(true);
    await adding.getByRole('button', { name: 'Text me a code', exact: true }).click();
    await adding.getByText(codeSentTo(number.e164), { exact: true }).waitFor();
    await expect.poll(() => isFocused(code)).toBe(true);
    expect(await violationsOn(page)).toEqual([]);
    await code.fill(await codeTexted(number.e164, 3));
    await adding.getByRole('button', { name: 'Add e-mail address' }).click();
    await adding
      .getByText(`We sent a link to ${email}. It is added to your account when you open it.`)
      .waitFor();

    // The link arrives in the mail; opened, the address is the account's.
    const oobCode = await latestCode(email, 'verifyAndChangeEmail');
    await page.goto(`/auth/action?mode=verifyAndChangeEmail&oobCode=${oobCode}`);
    await page.getByText('Email address has been verified', { exact: true }).waitFor();
    await page.goto(CAREGIVER_SETTINGS);
    await main.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    await main.getByRole('region', { name: 'Change e-mail' }).waitFor();

    // Deleting: the account has an e-mail now, so its password is asked first; it has none
    // anyone knows yet, and a code texted to its number is one tap away.
    const deleting = main.getByRole('region', { name: 'Delete account' });
    await deleting.getByRole('button', { name: 'Delete my account', exact: true }).click();
    await deleting.getByLabel('Your password, to confirm deletion').waitFor();
    await deleting
      .getByRole('button', { name: `Use a code texted to ${number.e164} instead` })
      .click();
    await deleting.getByRole('button', { name: 'Text me a code', exact: true }).click();
    await deleting.getByText(codeSentTo(number.e164), { exact: true }).waitFor();
    await deleting
      .getByLabel('Code from the text', { exact: true })
      .fill(await codeTexted(number.e164, 4));
    await deleting.getByRole('button', { name: 'Delete my account for good' }).click();
    await expectPath(page, '/');
    await page.getByText('Your account has been deleted', { exact: true }).waitFor();

    // Gone: its sessions end, and its number has no account any more.
    expect((await api('GET', '/api/me', { token: idToken })).status).toBe(401);
    expect((await askPhoneCode(number.typed, 'sign-in')).status).toBe(404);
  }, 180_000);

  it('sets a password with a texted code and stays signed in here', async () => {
    const { number, page } = await phoneCaregiverSignedIn();
    await page.goto(CAREGIVER_SETTINGS);
    await heading(page, 'Settings').waitFor();
    const setting = page.getByRole('main').getByRole('region', { name: 'Set a password' });
    await setting
      .getByText('You sign in with your phone number and a texted code', { exact: false })
      .waitFor();
    await setting.getByRole('button', { name: 'Text me a code', exact: true }).click();
    await setting.getByText(codeSentTo(number.e164), { exact: true }).waitFor();
    // A wrong code is refused at its field; the right one sets the password.
    const code = await codeTexted(number.e164, 3);
    await setting.getByLabel('Code from the text', { exact: true }).fill(otherCode(code));
    await setting.getByLabel('New password', { exact: true }).fill('Phone-pass-2026');
    await setting.getByRole('button', { name: 'Set password', exact: true }).click();
    await setting
      .getByText('That code is wrong or has expired.', { exact: true })
      .first()
      .waitFor();
    expect(
      await setting.getByLabel('Code from the text', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await setting.getByLabel('Code from the text', { exact: true }).fill(code);
    await setting.getByRole('button', { name: 'Set password', exact: true }).click();
    await setting.getByText('Your password has been changed', { exact: true }).waitFor();

    // The new password ended every session; this browser signed in again with the number and
    // the password, so after a reload its calls are still accepted.
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/me' &&
        response.request().headers().authorization !== undefined,
    );
    await page.reload();
    expect((await answered).status()).toBe(200);
    await expectPath(page, CAREGIVER_SETTINGS);
    await headerSignOutButton(page).waitFor();
  }, 120_000);
});

describe('forms that ask for an e-mail, for a parent who joined by phone', () => {
  it('name the parent by the number and leave the contact e-mail empty to fill in', async () => {
    const parent = await registerByPhone('parent');
    const page = await browser.newPage();
    await signInByPhone(page, parent.number, 2);
    // A parent lands on the overview, named by the number.
    await expectPath(page, '/my_account/parent/overview/user/none');
    const main = page.getByRole('main');
    await main.getByText(`Signed in as ${parent.number.e164}.`).waitFor();
    for (const [path, title] of [
      ['/createjob', 'Submit a Job'],
      ['/order_meals', 'Order patient meals'],
    ] as const) {
      await page.goto(path);
      await heading(page, title).waitFor();
      const email = main.getByLabel('E-mail', { exact: true });
      expect(await email.inputValue()).toBe('');
      expect(await email.getAttribute('aria-required')).toBe('true');
      expect(await main.textContent()).not.toContain('undefined');
    }
  }, 60_000);
});

describe('a number to sign in with, added in the settings', () => {
  it('lets an e-mail parent add a number (not one already in use) and sign in with it', async () => {
    const parent = await registerVerified('parent');
    const taken = await registerByPhone();
    const number = freshNumber();
    const page = await browser.signedIn(parent, PARENT_SETTINGS);
    await heading(page, 'Settings').waitFor();
    const main = page.getByRole('main');
    // An account with an e-mail keeps its order, the number after the address.
    expect((await sectionTitles(page)).slice(0, 3)).toEqual([
      'Change password',
      'Change e-mail',
      'Phone number for signing in',
    ]);
    const section = main.getByRole('region', { name: 'Phone number for signing in' });
    await section.getByText('None yet.', { exact: false }).waitFor();
    expect(await section.getByLabel('Country code', { exact: true }).inputValue()).toBe('ZM');

    // Another account's number is refused before any code is texted.
    await section.getByLabel('Mobile number', { exact: true }).fill(taken.number.typed);
    await section.getByRole('button', { name: 'Text me a code', exact: true }).click();
    await section.getByText('Phone number already in use', { exact: true }).waitFor();
    expect(await section.getByLabel('Code from the text').count()).toBe(0);

    // A new one: a code to it, and "Save".
    await askForCode(section, number);
    await section.getByText(codeSentTo(number.e164), { exact: true }).waitFor();
    const code = section.getByLabel('Code from the text', { exact: true });
    await expect.poll(() => isFocused(code)).toBe(true);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await violationsOn(page)).toEqual([]);
    await code.fill(await codeTexted(number.e164, 1));
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await section.getByText(`You can now sign in with ${number.e164}.`, { exact: true }).waitFor();
    await section
      .getByText(`You sign in with ${number.e164} and a code we text to it.`, { exact: true })
      .waitFor();
    expect(await section.getByLabel('Code from the text').count()).toBe(0);
    // Still named by the address, and still asked for its password.
    await main.getByText(`Signed in as ${parent.email}`, { exact: true }).waitFor();
    await main
      .getByRole('region', { name: 'Change password' })
      .getByLabel('Current password', { exact: true })
      .waitFor();
    const me = await api('GET', '/api/me', { token: parent.idToken });
    expect(me.body.signInPhone).toBe(number.e164);

    // Signed out, the login page's phone way signs the parent in with the number.
    await headerSignOutButton(page).click();
    await expectPath(page, '/');
    await signInByPhone(page, number, 2);
    await headerSignOutButton(page).waitFor();
    await page.goto(PARENT_SETTINGS);
    await main.getByText(`Signed in as ${parent.email}`, { exact: true }).waitFor();
  }, 120_000);
});

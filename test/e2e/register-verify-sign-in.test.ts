import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts.js';
import { waitForMail } from '../support/mail.js';
import {
  chooseEmail,
  expectPath,
  heading,
  headerSignInLink,
  headerSignOutButton,
  signInWithForm,
  useBrowser,
} from './browser.js';

const browser = useBrowser();
const OVERVIEW = '/my_account/parent/overview/user/none';

describe('a new parent, in the browser', () => {
  it('registers, verifies the e-mail from the mailbox, signs in, and signs out', async () => {
    const page = await browser.newPage();
    const email = uniqueEmail('e2e-parent');
    const password = 'Passw0rd-e2e';

    // Register: /register/parent picks the type already.
    await page.goto('/register/parent');
    await heading(page, 'Create your account').waitFor();
    await chooseEmail(page);
    const form = page.getByRole('main');
    const parent = form.getByRole('radio', { name: 'Parent', exact: true });
    if (!(await parent.isChecked())) await parent.check();
    expect(await parent.isChecked()).toBe(true);
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('How did you hear about us?').selectOption('from_my_friend');
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await form.getByRole('button', { name: 'Create account', exact: true }).click();

    // "Check your e-mail", naming the address.
    await heading(page, 'Check your e-mail').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/email_verification\/.+/);
    await page.getByRole('main').getByText(email, { exact: true }).waitFor();

    // Open the mailbox like a person, once the mail is there (it leaves through the paced mail
    // queue after the answer, behind whatever else a full run sends), and follow its link.
    await waitForMail(email, (sent) => sent.subject === 'Verify your e-mail address');
    await page.goto('/local/mail');
    const mail = page.getByRole('article').filter({ hasText: email }).first();
    await mail.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    // Opened by its address: with many mails on the page a click can land on a neighbour.
    const href = await mail.getByRole('link').first().getAttribute('href');
    await page.goto(href!);
    await expectPath(page, '/auth/action');
    await page.getByText('Email address has been verified', { exact: true }).waitFor();

    // Sign in through the form; a parent lands on the parent overview.
    await page.getByRole('main').getByRole('link', { name: 'Go to sign in' }).click();
    await expectPath(page, '/login/user');
    await signInWithForm(page, email, password);
    await expectPath(page, OVERVIEW);
    await heading(page, 'Overview').waitFor();
    await headerSignOutButton(page).waitFor();
    expect(await headerSignInLink(page).count()).toBe(0);

    // Sign out from the header: the signed-out header is back, the guarded page is closed.
    await headerSignOutButton(page).click();
    await expectPath(page, '/');
    await headerSignInLink(page).waitFor();
    await page.getByRole('status').getByText('You have signed out.').waitFor();
    expect(await headerSignOutButton(page).count()).toBe(0);

    await page.goto(OVERVIEW);
    await expectPath(page, '/login/user', OVERVIEW);
    await heading(page, 'Sign in').waitFor();
    await page.getByText('Please sign in to continue.', { exact: true }).waitFor();
  });
});

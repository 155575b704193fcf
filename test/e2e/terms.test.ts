import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { currentTerms } from '../../lambdas/core/reference/terms.js';
import { DEMO_PASSWORD, registerVerified, signIn, uniqueEmail } from '../support/accounts.js';
import { api } from '../support/api.js';
import { chooseEmail, expectPath, heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();

/** Real terms of use, their own page, and each person's acceptance. */
describe('the terms of use', () => {
  it('opens from registration, with its version and date, and links to and from the privacy policy', async () => {
    const page = await browser.newPage();
    await page.goto('/register/parent');
    await heading(page, 'Create your account').waitFor();
    await chooseEmail(page);
    await page.getByRole('main').getByRole('link', { name: 'Read the terms of use' }).click();
    await expectPath(page, '/terms');
    await heading(page, 'Terms of use').waitFor();
    const main = page.getByRole('main');
    await main.getByText(`Version ${currentTerms.version}, in force from 27 Nov 2026`).waitFor();
    for (const section of [
      'Who may use the site',
      'Packages, fees and refunds',
      'Safety: meeting and checking',
      'Our role and our liability',
      'Suspension and closing an account',
      'The law that applies',
    ])
      await main.getByRole('heading', { level: 2, name: section }).waitFor();
    // English needs no note about a translation waiting for review.
    expect(await main.getByRole('note').count()).toBe(0);

    await main.getByRole('link', { name: 'privacy policy' }).first().click();
    await expectPath(page, '/policy');
    await page.getByRole('main').getByRole('link', { name: 'terms of use' }).click();
    await expectPath(page, '/terms');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).waitFor();
  });

  it('in Nyanja, says the translation waits for a native speaker’s review', async () => {
    const page = await browser.newPage();
    await page.goto('/terms');
    await heading(page, 'Terms of use').waitFor();
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await page.getByLabel('Language').selectOption({ label: 'Chinyanja' });
    await page
      .getByRole('main')
      .getByRole('note')
      .getByText("Kumasulira uku sikunayang'anidwe", { exact: false })
      .waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ny');
  });

  it('registers without saying how they heard of us', async () => {
    const page = await browser.newPage();
    await page.goto('/register/childcarer');
    await chooseEmail(page);
    const form = page.getByRole('main');
    await form.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('e2e-nosource'));
    await form.getByLabel('Password', { exact: true }).fill('Passw0rd-e2e');
    await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await form.getByRole('button', { name: 'Create account', exact: true }).click();
    await heading(page, 'Check your e-mail').waitFor();
  });

  it('asks a signed-in person to accept a new version, once', async () => {
    const nanny = await registerVerified('childcarer');
    // As if they had accepted the version before the one in force.
    await db()
      .entities.user.patch({ uid: nanny.uid })
      .set({ termsVersion: currentTerms.version - 1, termsAccepted: [{ version: 0, at: 1 }] })
      .go();
    const page = await browser.signedIn(nanny, '/inbox');
    const notice = page.getByRole('region', { name: 'We have updated our terms of use' });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Read the new terms' }).click();
    await expectPath(page, '/terms');
    await notice.getByRole('button', { name: 'I accept the terms' }).click();
    await page.getByText('Thank you. You have accepted the terms of use.').waitFor();
    await notice.waitFor({ state: 'detached' });
    const { body } = await api('GET', '/api/me', { token: nanny.idToken });
    expect(body.termsVersion).toBe(currentTerms.version);
    await page.goto('/inbox');
    await heading(page, 'Inbox').waitFor();
    expect(await notice.count()).toBe(0);
  });
});

describe('a suspended person signing in', () => {
  it('is told the account is suspended and where to appeal; an unknown address is not', async () => {
    const nanny = await registerVerified('childcarer');
    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    const suspended = await api('PUT', `/api/admin/suspensions/${nanny.uid}`, {
      token: admin.idToken,
      body: { reason: 'Fake documents' },
    });
    expect(suspended.status).toBe(200);

    const page = await browser.newPage();
    await page.goto('/login/user');
    await signInWithForm(page, nanny.email, nanny.password);
    const main = page.getByRole('main');
    await main.getByText('This account is suspended.', { exact: false }).waitFor();
    await main.getByRole('link', { name: 'Contact us' }).click();
    await expectPath(page, '/contactus');

    await page.goto('/login/user');
    await signInWithForm(page, uniqueEmail('nobody'), 'Whatever-pass-1');
    await page.getByRole('main').getByText('Incorrect e-mail or password').waitFor();
    expect(await page.getByRole('main').getByText('suspended', { exact: false }).count()).toBe(0);
  });
});

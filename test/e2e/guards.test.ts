import { describe, expect, inject, it } from 'vitest';
import {
  expectPath,
  heading,
  headerSignInLink,
  headerSignOutButton,
  signInWithForm,
  STEP_MS,
  useBrowser,
} from './browser.js';

const browser = useBrowser();
const SETTINGS = '/my_account/parent/settings/user/none';
const OVERVIEW = '/my_account/parent/overview/user/none';
const WRONG_ACCOUNT =
  'That page belongs to a different kind of account, so we signed you out. Please sign in with the right account.';

describe('route guards, in the browser', () => {
  it('sends a signed-out visitor to sign in and back to the page afterwards', async () => {
    const page = await browser.newPage();
    await page.goto(SETTINGS);
    await expectPath(page, '/login/user', SETTINGS);
    await page.getByText('Please sign in to continue.', { exact: true }).waitFor();

    await signInWithForm(page, 'parent@demo.test');
    await expectPath(page, SETTINGS);
    await heading(page, 'Settings').waitFor();
    await page.getByRole('main').getByText('parent@demo.test', { exact: true }).waitFor();
  });

  it('signs a caregiver out of a parent page and asks for the right account', async () => {
    const page = await browser.newPage();
    await page.goto('/login/user');
    await signInWithForm(page, 'caregiver@demo.test');
    // The demo caregiver's profile is not filled in, so sign-in lands on it (spec section 4).
    await expectPath(page, '/my_account/caregiver/my_profile/user/none');
    await headerSignOutButton(page).waitFor();

    await page.goto(OVERVIEW);
    await expectPath(page, '/login/user', OVERVIEW);
    expect(new URL(page.url()).search).toBe(`?return=${encodeURIComponent(OVERVIEW)}`);
    await page.getByText(WRONG_ACCOUNT, { exact: true }).waitFor();
    await heading(page, 'Sign in').waitFor();
    await headerSignInLink(page).waitFor();
    expect(await headerSignOutButton(page).count()).toBe(0);

    // Signed out for real: after a reload the caregiver's own page asks for sign-in too.
    await page.goto('/my_account/caregiver/overview/user/none');
    await expectPath(page, '/login/user', '/my_account/caregiver/overview/user/none');
    await headerSignInLink(page).waitFor();
  });

  it('shows the not-found page for an unknown address', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await expectPath(page, '/404');
    await heading(page, 'Page not found').waitFor();
    await page.getByText('We could not find that page.', { exact: false }).waitFor();
  });

  it('keeps a hostile return address on the app after sign-in', async () => {
    const page = await browser.newPage();
    await page.goto('/login/user?return=//evil.example');
    await signInWithForm(page, 'parent@demo.test');
    await page.waitForURL((url) => url.pathname !== '/login/user', { timeout: STEP_MS });
    const landed = new URL(page.url());
    expect(landed.host).not.toBe('evil.example');
    expect(landed.origin).toBe(new URL(inject('baseUrl')).origin);
    await headerSignOutButton(page).waitFor();
  });
});

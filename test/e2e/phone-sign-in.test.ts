import { describe, expect, it } from 'vitest';
import { workerInCharge } from '../support/service-worker.js';
import { freshNumber } from '../support/sms.js';
import { registerByPhone } from '../support/phone-accounts.js';
import { askForCode, enterCode } from './phone-browser.js';
import { violationsOn } from './axe.js';
import {
  expectNothingPrivate,
  expectSessionEndsWithTheTab,
  expectTokensInTheTabOnly,
  signOutDroppingUnsent,
  isAmplifyKey,
  storages,
  uidIn,
} from './kept-on-the-phone.js';
import {
  expectPath,
  expectSignOutOnScreen,
  heading,
  headerSignOutButton,
  useBrowser,
} from './browser.js';

/*
 * Accounts by phone number (issue 30), in the browser: signing in with a number and a texted
 * code, and a shared phone's session that ends with the browser and leaves nothing private
 * behind (docs/decisions/accounts-and-sessions.md, offline-and-pwa.md).
 * The codes are read from the local texts page, as a person reads their phone.
 */

const browser = useBrowser();
const PROFILE = '/my_account/caregiver/my_profile/user/none';
const OVERVIEW = '/my_account/caregiver/overview/user/none';
/** The worker starts once the first page has settled (a few seconds after load), then installs. */
const WORKER_MS = 30_000;
const KEPT = 'Saved on this phone. It will be sent when you are back online.';

describe('accounts by phone number, in the browser', () => {
  it('signs in by phone, staying or not, on a shared phone: nothing private left after sign-out', async () => {
    // Joined by phone (the browser's registration: phone-caregiver-journey.test.ts).
    const { number } = await registerByPhone('childcarer');
    const words = `Written offline on a shared phone ${number.e164.slice(-7)}`;
    const page = await browser.newPage();
    const main = page.getByRole('main');

    // Sign in: the phone way first, the code texted, "Stay signed in" ticked by default.
    await page.goto('/login/user');
    await heading(page, 'Sign in').waitFor();
    expect(await main.getByRole('radio', { name: 'By phone', exact: true }).isChecked()).toBe(true);
    await askForCode(main, number);
    expect(await violationsOn(page)).toEqual([]);
    await enterCode(main, number, 2);
    const stay = main.getByRole('checkbox', { name: 'Stay signed in on this phone?' });
    expect(await stay.isChecked()).toBe(true);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();

    // A caregiver's empty profile comes first (spec section 4).
    await expectPath(page, PROFILE);
    await heading(page, 'My profile').waitFor();
    await headerSignOutButton(page).waitFor();
    const stayed = await storages(page);
    expect(Object.keys(stayed.local).some(isAmplifyKey)).toBe(true);
    expect(Object.keys(stayed.session).some(isAmplifyKey)).toBe(false);
    const uid = uidIn(stayed.local);

    // Sign out is one tap away, within a 360 px phone (every language: shared-phone.test.ts).
    await expectSignOutOnScreen(page, 'Sign out');

    // Something written offline, not sent yet, then a sign-out: it goes with the person.
    await page.goto(OVERVIEW);
    await heading(page, 'Account Center').waitFor();
    await main.getByRole('link', { name: 'Personal description', exact: true }).click();
    await heading(page, 'Personal description').waitFor();
    await page.goBack();
    await heading(page, 'Account Center').waitFor();
    await workerInCharge(page, WORKER_MS);
    await page.context().setOffline(true);
    await main.getByRole('link', { name: 'Personal description', exact: true }).click();
    await main.getByLabel('About you').fill(words);
    await main.getByRole('button', { name: 'Save description' }).click();
    await main.getByRole('status').getByText(KEPT).waitFor();
    expect((await storages(page)).local.outbox).toContain(words);
    await signOutDroppingUnsent(page, [uid, number.e164, words]);

    // Sign in by phone on a phone that is shared: "Stay signed in" unticked.
    await page.goto('/login/user');
    await heading(page, 'Sign in').waitFor();
    await askForCode(main, number);
    await enterCode(main, number, 3);
    await stay.uncheck();
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, PROFILE);
    await headerSignOutButton(page).waitFor();

    // Amplify's tokens are in this tab's sessionStorage only, and a reload keeps them.
    expect(await expectTokensInTheTabOnly(page)).toBe(uid);
    await page.reload();
    await headerSignOutButton(page).waitFor();

    // The account's own answers are read (its overview) but not kept for offline use.
    await page.goto(OVERVIEW);
    await heading(page, 'Account Center').waitFor();
    await main.getByText('Still missing').first().waitFor();
    expect(await page.evaluate(() => caches.has('api-own'))).toBe(false);

    // What outlives the browser holds no session: a new tab, like the browser opened again, is signed out.
    await expectSessionEndsWithTheTab(page, OVERVIEW);

    // Sign out: nothing private remains, in either storage, Cache Storage or IndexedDB.
    await headerSignOutButton(page).click();
    await expectPath(page, '/');
    await page.getByRole('status').getByText('You have signed out.', { exact: true }).waitFor();
    await expectNothingPrivate(page, [uid, number.e164, words]);
    expect((await storages(page)).session['marketplace.sessionOnly']).toBeUndefined();
  }, 180_000);

  it('offers to register a number that has no account, with the number carried over', async () => {
    const number = freshNumber();
    const page = await browser.newPage();
    await page.goto('/login/user');
    await heading(page, 'Sign in').waitFor();
    const main = page.getByRole('main');
    await main.getByLabel('Country code', { exact: true }).selectOption('ZM');
    await main.getByLabel('Mobile number', { exact: true }).fill(number.typed);
    await main.getByRole('button', { name: 'Text me a code', exact: true }).click();
    await main.getByText('No account uses this phone number.', { exact: true }).waitFor();
    await main.getByRole('link', { name: 'Create an account with this number' }).click();
    await expectPath(page, '/register/user');
    await heading(page, 'Create your account').waitFor();
    expect(await main.getByLabel('Mobile number', { exact: true }).inputValue()).toBe(number.typed);
    // E-mail is one tap away, on both pages.
    await main.getByRole('radio', { name: 'By e-mail', exact: true }).check();
    await main.getByLabel('Password', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('with')).toBe('email');
  }, 60_000);
});

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales } from '../../lambdas/core/i18n/locales';
import { registerVerified } from '../support/accounts.js';
import { talking } from '../support/conversations.js';
import { workerInCharge } from '../support/service-worker.js';
import {
  chooseEmail,
  expectPath,
  expectSignOutOnScreen,
  heading,
  headerSignOutButton,
  useBrowser,
} from './browser.js';
import {
  expectNothingPrivate,
  expectSessionEndsWithTheTab,
  expectTokensInTheTabOnly,
  signOutDroppingUnsent,
  isAmplifyKey,
  storages,
  uidIn,
} from './kept-on-the-phone.js';

/*
 * A shared phone (docs/decisions/offline-and-pwa.md, "A shared phone: a session that ends with
 * the browser"), signed in by e-mail: "Stay signed in on this phone?" unticked keeps the session
 * in the tab, keeps none of its answers, and a sign-out leaves nothing private behind, forms
 * written offline included. The same by phone: phone-sign-in.test.ts.
 */

const browser = useBrowser();
const OVERVIEW = '/my_account/parent/overview/user/none';
/** The worker starts once the first page has settled (a few seconds after load), then installs. */
const WORKER_MS = 30_000;

/** "Sign out" in each language of the app, as the header says it. */
const signOutLabel = Object.fromEntries(
  locales.map((locale) => [
    locale,
    (
      JSON.parse(
        readFileSync(
          new URL(`../../web/src/i18n/app/locales/${locale}.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>
    )['signOut.label']!,
  ]),
);

/** Signs in by e-mail on the page shown, with "Stay signed in on this phone?" as asked. */
async function signInByEmail(page: Page, who: { email: string; password: string }, stay: boolean) {
  await heading(page, 'Sign in').waitFor();
  await chooseEmail(page);
  const main = page.getByRole('main');
  const box = main.getByRole('checkbox', { name: 'Stay signed in on this phone?' });
  expect(await box.isChecked()).toBe(true);
  if (!stay) await box.uncheck();
  await main.getByLabel('E-mail', { exact: true }).fill(who.email);
  await main.getByLabel('Password', { exact: true }).fill(who.password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a shared phone, in the browser', () => {
  it('keeps a session that ends with the browser in the tab, and leaves nothing after sign-out', async () => {
    const parent = await registerVerified('parent');
    const page = await browser.newPage();

    // Ticked (the default): the session outlives the browser, its own answers kept offline.
    await page.goto(`/login/user?return=${encodeURIComponent(OVERVIEW)}`);
    await signInByEmail(page, parent, true);
    await expectPath(page, OVERVIEW);
    await headerSignOutButton(page).waitFor();
    const lasting = await storages(page);
    expect(Object.keys(lasting.local).some(isAmplifyKey)).toBe(true);
    expect(Object.keys(lasting.session).some(isAmplifyKey)).toBe(false);
    expect(uidIn(lasting.local)).toBe(parent.uid);
    await workerInCharge(page, WORKER_MS);
    await page.reload();
    await heading(page, 'Overview').waitFor();
    await expect.poll(() => page.evaluate(() => caches.has('api-own'))).toBe(true);

    // "Sign out" is one tap from the page, whole on a 360 px phone, in every language.
    for (const locale of locales) {
      await page.locator('#language').selectOption(locale);
      await expectSignOutOnScreen(page, signOutLabel[locale]);
    }
    await page.locator('#language').selectOption('en');
    await headerSignOutButton(page).click();
    await expectPath(page, '/');
    await page.getByRole('status').getByText('You have signed out.', { exact: true }).waitFor();
    await expectNothingPrivate(page, [parent.uid, parent.email]);

    // Unticked: the tokens in this tab's sessionStorage only; a reload keeps them.
    await page.goto(`/login/user?return=${encodeURIComponent(OVERVIEW)}`);
    await signInByEmail(page, parent, false);
    await expectPath(page, OVERVIEW);
    await headerSignOutButton(page).waitFor();
    await expectTokensInTheTabOnly(page);
    await page.reload();
    await heading(page, 'Overview').waitFor();
    await headerSignOutButton(page).waitFor();
    // Its own answers were read (the overview), none kept for offline use.
    expect(await page.evaluate(() => caches.has('api-own'))).toBe(false);

    // What outlives the browser holds no session: a new tab, like the browser opened again, is signed out.
    await expectSessionEndsWithTheTab(page, OVERVIEW);

    await headerSignOutButton(page).click();
    await expectPath(page, '/');
    await page.getByRole('status').getByText('You have signed out.', { exact: true }).waitFor();
    await expectNothingPrivate(page, [parent.uid, parent.email]);
    expect((await storages(page)).session['marketplace.sessionOnly']).toBeUndefined();
  }, 120_000);

  it('deletes what the person wrote offline and did not send when they sign out', async () => {
    const { parent, id } = await talking();
    const words = `Written on a shared phone ${id.slice(0, 8)}`;
    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent(`/messages/${id}`)}`);
    await signInByEmail(page, parent, true);
    await page.getByText('No messages yet. Write the first one below.').waitFor();
    await workerInCharge(page, WORKER_MS);

    await page.context().setOffline(true);
    await page.getByLabel('Message', { exact: true }).fill(words);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('Saved on this phone. It will be sent when you are back online.')
      .waitFor();
    expect((await storages(page)).local.outbox).toContain(words);

    // Signing out, still offline: the words go with the person, and the page says so.
    await signOutDroppingUnsent(page, [parent.uid, parent.email, words]);
  }, 90_000);
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, headerSignOutButton, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const SETTINGS = '/my_account/parent/settings/user/none';
const ENDED = 'Your session has ended. Please sign in again.';

/** The next signed-in API answer the page gets (its status). */
const nextSignedInAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith('/api/') &&
      response.request().headers().authorization !== undefined,
    { timeout: STEP_MS },
  );

describe('sessions end with a new password, in the browser', () => {
  it('keeps this browser signed in and signs every other one out with the message', async () => {
    const user = await registerVerified('parent');
    const phone = await browser.signedIn(user, SETTINGS);
    const laptop = await browser.signedIn(user, SETTINGS);

    await heading(laptop, 'Settings').waitFor();
    const main = laptop.getByRole('main');
    await main.getByLabel('Current password', { exact: true }).fill(user.password);
    await main.getByLabel('New password', { exact: true }).fill('Brand-new-e2e-1');
    await main.getByRole('button', { name: 'Change password' }).click();
    await main.getByText('Your password has been changed').waitFor({ timeout: STEP_MS });

    // This browser signed in again with the new password: after a reload its calls are accepted.
    const answered = nextSignedInAnswer(laptop);
    await laptop.reload();
    expect((await answered).status()).toBe(200);
    await expectPath(laptop, SETTINGS);
    await headerSignOutButton(laptop).waitFor();

    // The other one is refused on its next call, signed out and shown why.
    await phone.reload();
    await expectPath(phone, '/login/user', SETTINGS);
    await phone.getByText(ENDED, { exact: true }).waitFor({ timeout: STEP_MS });
    await heading(phone, 'Sign in').waitFor();
    expect(await headerSignOutButton(phone).count()).toBe(0);
  }, 90_000);
});

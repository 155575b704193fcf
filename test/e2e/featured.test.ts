import { describe, expect, it } from 'vitest';
import { liveCaregiver } from '../support/profiles.js';
import { expectPath, heading, signInWithForm, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const FEATURED = '/my_account/caregiver/featured_nanny/user/none';

describe('getting featured, in the browser', () => {
  it('a caregiver buys a featured week and shows among the featured caregivers on the home page', async () => {
    const nanny = await liveCaregiver('Featured Browser Nanny');
    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent(FEATURED)}`);
    await signInWithForm(page, nanny.email, nanny.password);
    await expectPath(page, FEATURED);
    await heading(page, 'Get featured').waitFor();
    await page.getByText('Your profile is not featured at the moment.').waitFor();

    const periods = page.getByRole('list', { name: 'Featured placement' });
    await periods.getByRole('button', { name: 'Add to cart (Featured, 1 week)' }).click();
    await page.getByRole('link', { name: 'see your cart' }).click();
    await expectPath(page, `/cart/${nanny.uid}/none/none`);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await heading(page, 'Sandbox checkout').waitFor();
    await page.getByLabel('Airtel').check();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect
      .poll(() => page.getByTestId('order-status').innerText(), { timeout: STEP_MS })
      .toBe('Paid');

    await page.goto(FEATURED);
    await page.getByText(/^Your profile is featured until /).waitFor();

    await page.goto('/');
    const featured = page.getByRole('list', { name: 'Featured caregivers' });
    await featured.getByRole('link', { name: 'Featured Browser Nanny' }).click();
    await expectPath(page, `/cv/${nanny.uid}`);
  });
});

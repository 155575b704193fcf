import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, signInWithForm, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const PAY = '/my_account/parent/pay/user/none';

const jobsOf = async (uid: string) =>
  (await db().entities.job.query.byUser({ user_id: uid }).go()).data;

describe('a job that waited for a package, in the browser', () => {
  it('is published with one tap on the paid order, which then leads to it', async () => {
    const parent = await registerVerified('parent');
    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent('/createjob')}`);
    await signInWithForm(page, parent.email, parent.password);
    await heading(page, 'Submit a Job').waitFor();
    const form = page.getByRole('main');
    await form.getByLabel('Contact name').fill('Mrs Zulu');
    await form.getByLabel('Position').selectOption('Babysitter');
    await form.getByLabel('Salary').fill('ZMW 1500 per month');
    await form.getByLabel('Hours').fill('20 hours per week');
    await form.getByLabel('Country').selectOption('Zambia');
    await form.getByLabel('Region').selectOption('Eastern');
    await form.getByLabel('Town').selectOption('Chipata');
    await form.getByRole('button', { name: 'Submit job' }).click();
    await form.getByText(/Publishing it needs a parent package/).waitFor();

    // The saved job leads to the packages, and from there through the cart to payment.
    await form.getByRole('link', { name: 'Choose a package' }).click();
    await expectPath(page, PAY);
    await page.getByRole('button', { name: 'Add to cart (Standard, 1 month)' }).click();
    await page.getByRole('link', { name: 'see your cart' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await heading(page, 'Sandbox checkout').waitFor();
    await page.getByLabel('MTN').check();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await heading(page, 'Order').waitFor();
    await expect
      .poll(() => page.getByTestId('order-status').innerText(), { timeout: STEP_MS })
      .toBe('Paid');

    // Back from payment, the job that waited is right there, one tap from published.
    const waiting = page.getByRole('list', { name: 'Jobs waiting to be published' });
    const job = waiting.getByRole('listitem').filter({ hasText: 'Babysitter' });
    await job.getByText('Chipata').waitFor();
    const [saved] = await jobsOf(parent.uid);
    expect(saved).toMatchObject({ live: false, paid: false });
    await job.getByRole('button', { name: 'Publish Babysitter' }).click();
    await job.getByText('Published').waitFor();
    await expect
      .poll(async () => (await jobsOf(parent.uid))[0]?.live, { timeout: STEP_MS })
      .toBe(true);

    await job.getByRole('link', { name: 'See your job' }).click();
    await expectPath(page, `/job/${saved!.post_id}`);
    await heading(page, 'Babysitter').waitFor();
  });
});

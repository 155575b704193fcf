import { describe, expect, it } from 'vitest';
import { signIn } from '../support/accounts.js';
import { payableCommission } from '../support/commissions.js';
import { claimsOf } from '../support/tokens.js';
import { DEMO_PASSWORD, heading, signInWithForm, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const REFERRALS = '/my_account/institution/referrals/user/none';

/**
 * Issue 32's "an institution withdraws its commission after an admin approves it": the demo
 * institution (an accredited affiliate) has commission out of its hold, asks for all of it to its
 * mobile money number, the demo admin approves it on the Commission payouts screen, the payout
 * goes through the sandbox's transfer, and the institution sees it paid.
 */
describe('commission payout, in the browser', () => {
  // Two people's sessions and a payout through the sandbox: more than the default 30 s on a
  // busy two-core machine, as the other money journeys (wage-payment, hire-journey).
  it(
    'the demo institution withdraws its commission once the demo admin approves it',
    { timeout: 180_000 },
    async () => {
      const { idToken } = await signIn('institution@demo.test', DEMO_PASSWORD);
      const uid = String(claimsOf(idToken).sub);
      // ZMW 300.00 at the affiliate's 10 percent, earned 15 days ago through the settlement's credit.
      await payableCommission(uid, 30_000, { percent: 10 });

      const page = await browser.newPage();
      await page.goto(`/login/user?return=${encodeURIComponent(REFERRALS)}`);
      await signInWithForm(page, 'institution@demo.test');
      await heading(page, 'Referrals').waitFor();
      const main = page.getByRole('main');
      const zmw = main
        .getByRole('list', { name: 'Commission per currency' })
        .locator('[data-currency="ZMW"]');
      const withdrawable = zmw.locator('[data-amount="withdrawable"]');
      await withdrawable.waitFor();
      const before = await withdrawable.innerText();
      expect(before).toMatch(/\d/);

      // All of it (the amount left empty), to an MTN number.
      const form = main.getByRole('region', { name: 'Withdraw to mobile money' });
      await form.getByLabel('Mobile money number').fill('0971234567');
      await form.getByLabel('Network').selectOption({ label: 'MTN Mobile Money' });
      await form.getByRole('button', { name: 'Ask for the withdrawal' }).click();
      await form.getByText('Your request for', { exact: false }).waitFor();
      const requests = main.getByRole('list', { name: 'Your withdrawals' });
      const request = requests.getByRole('listitem').first();
      await request.getByText('Waiting for approval').waitFor();
      expect(await request.innerText()).toContain('+260971234567');
      expect(await zmw.locator('[data-amount="withdrawing"]').innerText()).toBe(before);

      // The demo admin approves it.
      const admin = await browser.newPage();
      await admin.goto('/login/user?return=%2Fcommission_payouts');
      await signInWithForm(admin, 'admin@demo.test');
      await heading(admin, 'Commission payouts').waitFor();
      const list = admin.getByRole('list', { name: 'Commission withdrawal requests' });
      const row = list.getByRole('listitem').filter({ hasText: '+260971234567' }).filter({
        hasText: uid,
      });
      await row.first().getByRole('button', { name: 'Approve and pay' }).click();
      // Decided, it leaves the requests waiting for approval; the Paid list has it once paid.
      await expect.poll(() => row.count(), { timeout: STEP_MS }).toBe(0);

      // The payout goes through; the institution sees it paid.
      await expect
        .poll(
          async () => {
            await page.reload();
            await heading(page, 'Referrals').waitFor();
            return requests.getByRole('listitem').first().getAttribute('data-status');
          },
          { timeout: 6 * STEP_MS, interval: 1_000 },
        )
        .toBe('paid');
      const paid = requests.getByRole('listitem').first();
      await paid.getByText('Paid on', { exact: false }).waitFor();
      expect(await zmw.locator('[data-amount="withdrawing"]').innerText()).not.toBe(before);
      expect(await zmw.locator('[data-amount="paid-out"]').innerText()).toMatch(/\d/);
      await admin.getByRole('link', { name: 'Paid', exact: true }).click();
      await list.getByRole('listitem').filter({ hasText: uid }).first().waitFor();
    },
  );
});

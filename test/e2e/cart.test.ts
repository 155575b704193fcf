import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();
const PAY = '/my_account/parent/pay/user/none';
const CARTS = '/my_account/parent/carts_orders/carts/none';

describe('the cart, in the browser', () => {
  it('merges a package a parent adds twice from the pay page into qty 2 at twice the price', async () => {
    const parent = await registerVerified('parent');
    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent(PAY)}`);
    await signInWithForm(page, parent.email, parent.password);
    await expectPath(page, PAY);
    await heading(page, 'Pay').waitFor();

    const add = page.getByRole('button', { name: 'Add Standard, 1 month to cart' });
    await add.click();
    const added = page.getByRole('status').filter({ hasText: 'Added — see your cart' });
    await added.waitFor();
    await expect
      .poll(
        async () => (await db().entities.cart.get({ uid: parent.uid }).go()).data?.items[0]?.qty,
      )
      .toBe(1);
    await add.click();
    await expect
      .poll(
        async () => (await db().entities.cart.get({ uid: parent.uid }).go()).data?.items[0]?.qty,
      )
      .toBe(2);

    await added.getByRole('link', { name: 'see your cart' }).click();
    await expectPath(page, CARTS);
    await heading(page, 'Carts').waitFor();
    const line = page.getByRole('listitem', { name: 'Standard, 1 month' });
    await line.waitFor();
    const zmw = (major: number) =>
      page.evaluate(
        (amount) =>
          new Intl.NumberFormat(undefined, { style: 'currency', currency: 'ZMW' }).format(amount),
        major,
      );
    expect(await line.innerText()).toContain('Quantity 2');
    expect(await line.innerText()).toContain(await zmw(500));
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain(`Total: ${await zmw(500)}`);

    // One more, then remove: the page follows the server's answer.
    await line.getByRole('button', { name: 'One more Standard, 1 month' }).click();
    await expect.poll(() => line.innerText()).toContain('Quantity 3');
    expect(await main.innerText()).toContain(`Total: ${await zmw(750)}`);
    await line.getByRole('button', { name: 'Remove Standard, 1 month' }).click();
    await main.getByText('Your cart is empty.').waitFor();
  });

  it('asks a signed-out visitor of /cart/… to sign in', async () => {
    const page = await browser.newPage();
    await page.goto('/cart/someone/none/none');
    await heading(page, 'Cart').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();
  });
});

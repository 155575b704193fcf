import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, signInWithForm, useBrowser } from './browser.js';

const browser = useBrowser();
const PAY = '/my_account/parent/pay/user/none';
const CARTS = '/my_account/parent/carts_orders/carts/none';

describe('the cart, in the browser', () => {
  it('holds each package once: no quantities, no internal cart id, and Remove', async () => {
    const parent = await registerVerified('parent');
    const page = await browser.newPage();
    await page.goto(`/login/user?return=${encodeURIComponent(PAY)}`);
    await signInWithForm(page, parent.email, parent.password);
    await expectPath(page, PAY);
    await heading(page, 'Pay').waitFor();

    await page.getByRole('button', { name: 'Add to cart (Standard, 1 month)' }).click();
    const added = page.getByRole('status').filter({ hasText: 'Added — see your cart' });
    await added.waitFor();
    // A second month is a different package: this one cannot be added twice.
    const standard = page
      .getByRole('list', { name: 'Parent packages' })
      .getByRole('listitem')
      .filter({ hasText: 'Standard, 1 month' });
    expect(await standard.getByRole('button', { name: /Add/ }).count()).toBe(0);
    expect(
      (await db().entities.cart.get({ uid: parent.uid }).go()).data?.items.map((i) => i.qty),
    ).toEqual([1]);

    await added.getByRole('link', { name: 'see your cart' }).click();
    await expectPath(page, CARTS);
    await heading(page, 'Carts').waitFor();
    const line = page.getByRole('listitem', { name: 'Standard, 1 month' });
    await line.waitFor();
    const zmw = await page.evaluate(() =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'ZMW' }).format(250),
    );
    const main = page.getByRole('main');
    expect(await line.innerText()).toContain(zmw);
    expect(await line.innerText()).not.toMatch(/Quantity/);
    expect(await line.getByRole('button').allInnerTexts()).toEqual(['Remove']);
    expect(await main.innerText()).toContain(`Total: ${zmw}`);
    // What the cart is called inside (its unique name, used in /checkout/{name}) is not shown.
    const { name } = (await db().entities.cart.get({ uid: parent.uid }).go()).data!;
    expect(await main.innerText()).not.toContain(name);

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

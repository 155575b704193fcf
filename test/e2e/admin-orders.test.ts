import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_LIMIT } from '../../lambdas/core/contacts/contact-limit.js';
import type { OrderView } from '../../lambdas/core/payments/order-schemas.js';
import { toMajorUnits } from '../../lambdas/core/reference/prices.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buyAndPay } from '../support/checkout.js';
import { downloadCsv } from './csv-download.js';
import { contactLimitLock } from '../support/setting-lock.js';
import {
  expectPath,
  heading,
  moreUntilShown,
  signInWithForm,
  STEP_MS,
  useBrowser,
} from './browser.js';

const browser = useBrowser();

/** A parent buys Standard, 1 month and pays (approve) or declines on the sandbox's page. */
async function parentOrder(decision: 'approve' | 'decline') {
  const parent = await registerVerified('parent');
  const order = (await buyAndPay(parent, 'parent-1m', decision)) as unknown as OrderView;
  return { parent, order };
}

/** The amount as the page writes it: the browser's own currency format. */
const shownAmount = (page: Page, order: OrderView) =>
  page.evaluate(
    ([major, currency]) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(major)),
    [toMajorUnits(order.amountMinor, order.currency), order.currency] as const,
  );

/** The table row of an order, found by the short order number the page shows. */
const rowOf = (page: Page, order: OrderView) =>
  page.getByRole('row').filter({ hasText: order.oid.slice(0, 8) });

/** The order ids of an export's rows (the first column, "order"), after its header. */
const orderIdsOf = ([header, ...rows]: string[]) => {
  expect(header?.split(',')[0]).toBe('order');
  return rows.map((row) => row.split(',')[0]);
};

/** A table that shows the answer to the filter chosen, not the previous one kept meanwhile. */
const answeredTable = (page: Page) => page.locator('table:not([aria-busy="true"])');

/** Waits for an order's row, pressing More while it is on a later page (other tests buy too). */
async function findRow(page: Page, order: OrderView): Promise<Locator> {
  const row = rowOf(page, order);
  await answeredTable(page).waitFor();
  await moreUntilShown(row, {
    items: page.getByRole('row'),
    more: page.getByRole('button', { name: 'More', exact: true }),
  });
  return row;
}

/**
 * Chooses a status in the filter form. The previous rows stay, aria-busy, until the new answer
 * replaces them: the caller waits for a row of the other status to go before reading rows.
 */
async function filterStatus(page: Page, label: string) {
  await page.getByRole('form', { name: 'Filters' }).getByLabel('Status').selectOption({ label });
}

// Other tests assume the default contact limit: it is changed only under the lock they hold,
// and put back even if this file fails.
let limitChanged = false;
afterAll(async () => {
  if (limitChanged) {
    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    await api('PUT', '/api/admin/contact-limit', {
      token: admin.idToken,
      body: { limit: DEFAULT_CONTACT_LIMIT },
    });
  }
  await contactLimitLock.release();
});

describe('admin orders, transactions and the contact limit', () => {
  it('the demo admin finds a paid and a failed order by status, and the payment', async () => {
    const paid = await parentOrder('approve');
    const failed = await parentOrder('decline');
    expect(paid.order.status).toBe('COMPLETED');
    expect(failed.order.status).toBe('failed');
    const title = paid.order.items.map((item) => item.title).join(', ');
    expect(title).toBe('Standard, 1 month');

    const page = await browser.newPage();
    await page.goto('/orders');
    await expectPath(page, '/login/user', '/orders');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/orders');
    await heading(page, 'Orders').waitFor();
    const amount = await shownAmount(page, paid.order);

    // Each filtered answer is on screen (the order of the other status gone) before its rows
    // are read.
    await filterStatus(page, 'Completed');
    await expect.poll(() => rowOf(page, failed.order).count(), { timeout: STEP_MS }).toBe(0);
    const paidRow = await findRow(page, paid.order);
    for (const text of [title, amount, 'COMPLETED', paid.order.transaction_id!]) {
      await paidRow.getByText(text, { exact: true }).waitFor();
    }

    await filterStatus(page, 'Failed');
    await expect.poll(() => rowOf(page, paid.order).count(), { timeout: STEP_MS }).toBe(0);
    const failedRow = await findRow(page, failed.order);
    for (const text of [title, amount, 'failed']) {
      await failedRow.getByText(text, { exact: true }).waitFor();
    }
    // The file holds the list as filtered: the failed order, not the paid one.
    const failedOrders = orderIdsOf(await downloadCsv(page, 'orders'));
    expect(failedOrders).toContain(failed.order.oid);
    expect(failedOrders).not.toContain(paid.order.oid);

    // Transactions: payments that reached the provider's verdict, completed ones first.
    await page.goto('/transactions');
    await expectPath(page, '/transactions');
    await heading(page, 'Transactions').waitFor();
    const payment = await findRow(page, paid.order);
    for (const text of [amount, 'COMPLETED', paid.order.transaction_id!]) {
      await payment.getByText(text, { exact: true }).waitFor();
    }
    await expect.poll(() => rowOf(page, failed.order).count(), { timeout: STEP_MS }).toBe(0);
    await filterStatus(page, 'Failed');
    await expect.poll(() => rowOf(page, paid.order).count(), { timeout: STEP_MS }).toBe(0);
    const payer = await findRow(page, failed.order);
    await payer.getByText('failed', { exact: true }).waitFor();
    const failedPayments = orderIdsOf(await downloadCsv(page, 'transactions'));
    expect(failedPayments).toContain(failed.order.oid);
    expect(failedPayments).not.toContain(paid.order.oid);

    // Who bought: the buyer column opens the buyer's user page, on one click. Nothing moves or
    // replaces the rows under the pointer any more: a new filter's rows replace the previous
    // ones only when they come (never a loading line in between), nothing refetches the list
    // by itself, and the header holds the room of its account links while they load.
    const buyerPage = `/users/${failed.parent.uid}`;
    await payer.getByRole('link', { name: failed.parent.uid.slice(0, 8) }).click();
    await expectPath(page, buyerPage);
    await page.getByText(failed.parent.email).first().waitFor();
  }, 120_000);

  it('the demo admin changes the contact limit, which stays after a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/users');
    await expectPath(page, '/login/user', '/users');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/users');
    await heading(page, 'Users').waitFor();

    const form = () => page.getByRole('region', { name: 'Contact limit' });
    const field = () => form().getByLabel('Free contacts per parent');
    const save = async (limit: string) => {
      await field().fill(limit);
      await form().getByRole('button', { name: 'Save limit' }).click();
      await form()
        .getByText(`Parents may now contact ${limit} caregivers without a package.`)
        .waitFor({ timeout: STEP_MS });
    };
    await expect.poll(() => field().inputValue(), { timeout: STEP_MS }).toMatch(/^\d+$/);
    const next = (await field().inputValue()) === '1' ? '2' : '1';

    await contactLimitLock.acquire();
    limitChanged = true;
    await save(next);
    await page.reload();
    await heading(page, 'Users').waitFor();
    await expect.poll(() => field().inputValue(), { timeout: STEP_MS }).toBe(next);

    await save(String(DEFAULT_CONTACT_LIMIT));
    limitChanged = false;
    await page.reload();
    await expect
      .poll(() => field().inputValue(), { timeout: STEP_MS })
      .toBe(String(DEFAULT_CONTACT_LIMIT));
  }, 270_000);
});

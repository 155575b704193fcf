import { describe, expect, it } from 'vitest';
import { jobs } from '../../lambdas/core/jobs/jobs.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { heading, signInWithForm, unlabelledInputs, useBrowser } from './browser.js';

const browser = useBrowser();
const where = { latitude: -13.64, longitude: 32.64 };

async function signedIn(account: { email: string; password: string }, path: string, title: string) {
  const page = await browser.newPage();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(where);
  await page.goto(`/login/user?return=${encodeURIComponent(path)}`);
  await signInWithForm(page, account.email, account.password);
  await heading(page, title).waitFor();
  return page;
}

describe('meal orders, in the browser', () => {
  it('a parent orders meals, one cook takes them, the slower cook is told', async () => {
    const [parent, first, second] = await Promise.all([
      registerVerified('parent'),
      registerVerified('cook'),
      registerVerified('cook'),
    ]);
    const page = await signedIn(parent, '/order_meals', 'Order patient meals');
    const form = page.getByRole('main');
    expect(await unlabelledInputs(page)).toEqual([]);
    await form.getByRole('button', { name: 'Order meals' }).click();
    await form.getByText('Say which meals you need, and for whom', { exact: true }).waitFor();
    await form.getByRole('list', { name: 'Your meal orders' }).waitFor({ state: 'detached' });
    await form.getByText('You have not ordered meals yet.').waitFor();

    const meals = `Soft suppers for my mother ${Date.now()}`;
    await form.getByLabel('Contact name').fill('Mrs Tembo');
    await form.getByLabel('Which meals, and for whom').fill(meals);
    await form.getByLabel('Budget').fill('ZMW 500 per week');
    await form.getByLabel('Country').selectOption('Zambia');
    await form.getByLabel('Region').selectOption('Eastern');
    await form.getByLabel('Town').selectOption('Chipata');
    await form.getByRole('button', { name: 'Order meals' }).click();
    await form.getByText(/^Your order is sent/).waitFor();
    const mine = form.getByRole('list', { name: 'Your meal orders' });
    await mine.getByText('Waiting for a cook').waitFor();

    // Both cooks see the order; the first takes it, the second clicks a moment later.
    const cooks = await Promise.all(
      [first, second].map((cook) => signedIn(cook, '/meal_orders', 'Meal orders')),
    );
    const cards = cooks.map((cookPage) =>
      cookPage.getByRole('list', { name: 'Open meal orders' }).getByRole('listitem').filter({
        hasText: meals,
      }),
    );
    for (const card of cards) await card.waitFor();
    await cards[0]!.getByRole('button', { name: 'Take this order' }).click();
    await cooks[0]!.getByText(/^The order is yours \(we sent your position/).waitFor();
    await cards[1]!.getByRole('button', { name: 'Take this order' }).click();
    await cooks[1]!.getByRole('alert').getByText('Another cook took this order first.').waitFor();

    const taken = cooks[0]!.getByRole('list', { name: 'Orders you took' });
    await taken.getByText(meals).waitFor();
    await taken.getByText('Mrs Tembo').waitFor();
    const listed = await api('GET', '/api/my/meal-orders', { token: parent.idToken });
    const order = await jobs.get(String(listed.body.orders[0].post_id));
    expect(order).toMatchObject({ cook_id: first.uid, geoPoint: { lat: -13.64, lng: 32.64 } });

    await page.reload();
    await mine.getByText('Taken by A cook').waitFor();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../lambdas/core/jobs/jobs.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { inbox, unread } from '../support/inbox.js';
import { jobForm, mealOrderForm } from '../support/jobs.js';
import { waitForMail } from '../support/mail.js';
import { caregiverBasics, saveSection } from '../support/profiles.js';

type Account = Awaited<ReturnType<typeof registerVerified>>;

const MISSING = 'Document does not exist!';
/** The cook who loses a race is told what happened, not the missing-order words. */
const TAKEN = 'Another cook took this order first.';
const lusaka = { lat: -15.3875, lng: 28.3228 };

async function orderMeals(token: string, overrides: Record<string, unknown> = {}) {
  const posted = await api('POST', '/api/meal-orders', { token, body: mealOrderForm(overrides) });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return String(posted.body.post_id);
}

const take = (token: string, id: string, body: unknown = lusaka) =>
  api('POST', `/api/meal-orders/${id}/take`, { token, body });

const openIds = async (token: string, query = '') => {
  const open = await api('GET', `/api/meal-orders${query}`, { token });
  expect(open.status, JSON.stringify(open.body)).toBe(200);
  return (open.body.orders as { post_id: string }[]).map((order) => order.post_id);
};

/** A cook whose profile has a name, so the parent's notice can say who took the order. */
async function namedCook(fullname: string) {
  const cook = await registerVerified('cook');
  await saveSection(cook.idToken, 'basic-information', { ...caregiverBasics, fullname });
  return cook;
}

describe('meal orders: a parent orders, a cook takes', () => {
  let parent: Account;
  let cook: Account;
  let otherCook: Account;

  beforeAll(async () => {
    [parent, cook, otherCook] = await Promise.all([
      registerVerified('parent'),
      namedCook('Mary Mwale'),
      registerVerified('cook'),
    ]);
  });

  it.each([
    ['info', { info: ' ' }, 'Say which meals you need, and for whom'],
    ['start_date', { start_date: 'next week' }, 'Start date is required (YYYY-MM-DD)'],
    ['salary', { salary: '' }, 'Budget is required'],
    ['currently_in', { currently_in: 'Please select' }, 'Choose a country'],
    ['town', { town: 'Atlantis' }, 'Choose a town from the list'],
  ])(
    'refuses an order with a bad %s (400, a clear message) and stores nothing',
    async (field, change, message) => {
      const refused = await api('POST', '/api/meal-orders', {
        token: parent.idToken,
        body: mealOrderForm(change),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.[field]).toBe(message);
      const mine = await api('GET', '/api/my/meal-orders', { token: parent.idToken });
      expect(mine.body.orders).toEqual([]);
    },
  );

  it('refuses fields a client may not set, such as pending or cook_id', async () => {
    for (const extra of [{ pending: false }, { cook_id: cook.uid }, { position: 'Nanny' }]) {
      const refused = await api('POST', '/api/meal-orders', {
        token: parent.idToken,
        body: mealOrderForm(extra),
      });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
    }
    expect(
      (await api('GET', '/api/my/meal-orders', { token: parent.idToken })).body.orders,
    ).toEqual([]);
  });

  it('lists a new order for cooks in its country, without the family’s contact details', async () => {
    const id = await orderMeals(parent.idToken);
    const open = await api('GET', '/api/meal-orders', { token: cook.idToken });
    // The cook's own country (Zambia, the default location) when none is named; newest first.
    expect(open.body.country).toBe('Zambia');
    expect(open.body.orders[0]).toMatchObject({
      post_id: id,
      info: mealOrderForm().info,
      salary: 'ZMW 600 per week',
      town: 'Lusaka',
    });
    expect(open.body.orders[0]).not.toHaveProperty('email');
    expect(open.body.orders[0]).not.toHaveProperty('contact');
    expect(await openIds(cook.idToken, '?country=Kenya')).not.toContain(id);

    const mine = await api('GET', '/api/my/meal-orders', { token: parent.idToken });
    expect(mine.body.orders[0]).toMatchObject({
      post_id: id,
      position: 'Patient Meals',
      pending: true,
      state: 'Waiting for a cook',
    });
  });

  it('keeps orders out of the parent’s jobs and off job search', async () => {
    const id = await orderMeals(parent.idToken);
    const myJobs = await api('GET', '/api/my/jobs', { token: parent.idToken });
    expect(myJobs.body.jobs.map((job: { post_id: string }) => job.post_id)).not.toContain(id);
    expect((await api('GET', `/api/jobs/${id}`)).status).toBe(404);
    const publish = await api('POST', `/api/jobs/${id}/publish`, { token: parent.idToken });
    expect(publish.status).toBe(404);
  });

  it('lets one cook take an order once; the next take hears it was taken (409)', async () => {
    const id = await orderMeals(parent.idToken);
    const taken = await take(cook.idToken, id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({
      post_id: id,
      pending: false,
      cook_id: cook.uid,
      geoPoint: lusaka,
    });

    for (const again of [await take(otherCook.idToken, id), await take(cook.idToken, id)]) {
      expect(again).toMatchObject({ status: 409, body: { code: 'aborted', message: TAKEN } });
    }
    expect(await jobs.get(id)).toMatchObject({ pending: false, cook_id: cook.uid });

    // Off the open list; on the cook's list with the family's contact; on the parent's as taken.
    expect(await openIds(otherCook.idToken)).not.toContain(id);
    const theirs = await api('GET', '/api/my/taken-orders', { token: cook.idToken });
    expect(theirs.body.orders[0]).toMatchObject({
      post_id: id,
      email: 'family@example.test',
      contact: 'Mrs Phiri',
    });
    const others = await api('GET', '/api/my/taken-orders', { token: otherCook.idToken });
    expect(others.body.orders).toEqual([]);
    const mine = await api('GET', '/api/my/meal-orders', { token: parent.idToken });
    const order = mine.body.orders.find((o: { post_id: string }) => o.post_id === id);
    expect(order).toMatchObject({ state: 'Taken by Mary Mwale', cook_name: 'Mary Mwale' });
    expect(order).not.toHaveProperty('geoPoint');
  });

  it('tells the parent in the inbox (order-taken), counts it unread and e-mails them', async () => {
    const family = await registerVerified('parent');
    const id = await orderMeals(family.idToken);
    expect(await unread(family.idToken)).toBe(0);
    expect((await take(cook.idToken, id)).status).toBe(200);
    const [notice] = await inbox(family.idToken);
    expect(notice!.template).toMatchObject({
      name: 'order-taken',
      data: { cook: 'Mary Mwale', post_id: id, path: '/order_meals' },
    });
    expect(await unread(family.idToken)).toBe(1);
    const [mail] = await waitForMail(family.email, (m) =>
      m.subject.includes('took your meal order'),
    );
    expect(mail!.body.text).toContain('/order_meals');
  });

  it('refuses takes by parents (403), without a location (400) and of other records (404)', async () => {
    const id = await orderMeals(parent.idToken);
    expect((await take(parent.idToken, id)).status).toBe(403);
    for (const where of [{}, { lat: 91, lng: 0 }, { lat: 0, lng: -181 }, { lat: '1', lng: 2 }]) {
      const refused = await take(cook.idToken, id, where);
      expect(refused.status, JSON.stringify(where)).toBe(400);
      expect(refused.body.code).toBe('invalid-argument');
    }
    expect(await jobs.get(id)).toMatchObject({ pending: true });
    expect(await openIds(cook.idToken)).toContain(id);

    expect(await take(cook.idToken, 'no-such-order')).toMatchObject({
      status: 404,
      body: { message: MISSING },
    });
    // An ordinary job is pending too, but it is not a meal order.
    const job = await api('POST', '/api/jobs', { token: parent.idToken, body: jobForm() });
    expect(job.status).toBe(201);
    const jobId = String(job.body.post_id);
    expect(await take(cook.idToken, jobId)).toMatchObject({
      status: 404,
      body: { message: MISSING },
    });
    expect(await jobs.get(jobId)).toMatchObject({ pending: true });
    expect((await jobs.get(jobId))?.cook_id).toBeUndefined();
  });

  it('lets exactly one of two racing cooks win, every time (20 rounds)', async () => {
    const family = await registerVerified('parent');
    const cooks = [
      cook,
      otherCook,
      ...(await Promise.all([1, 2].map(() => registerVerified('cook')))),
    ];
    const ROUNDS = 20;
    for (let round = 0; round < ROUNDS; round++) {
      const id = await orderMeals(family.idToken);
      const a = cooks[round % cooks.length]!;
      const b = cooks[(round + 1) % cooks.length]!;
      const answers = await Promise.all([take(a.idToken, id), take(b.idToken, id)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}: ${JSON.stringify(answers)}`).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body.message).toBe(TAKEN);
      const winner = answers[0]!.status === 200 ? a : b;
      expect(await jobs.get(id)).toMatchObject({ pending: false, cook_id: winner.uid });
      expect(await openIds(a.idToken)).not.toContain(id);
    }
    // The losers wrote nothing: one notice per order.
    expect(await unread(family.idToken)).toBe(ROUNDS);
  });
});

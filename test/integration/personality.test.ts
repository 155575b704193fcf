import { describe, expect, it } from 'vitest';
import { personalityTests } from '../../lambdas/core/personality/personality-tests.js';
import { items } from '../../lambdas/core/personality/questionnaire.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { buy, buyAndPay, verify, type Who } from '../support/checkout.js';
import { liveCaregiver } from '../support/profiles.js';
import { payOnHostedPage, sandboxWebhooks as deliveries } from '../support/sandbox.js';

/**
 * The personality test (docs/decisions/profiles.md): paid through the checkout (ZMW 1), one attempt
 * per payment, scored on the server, shown on the public profile; driven through the sandbox
 * provider.
 */
const PACKAGE = 'personality-test';
const NEEDS_PAYMENT = 'Please pay for the personality test first. Each payment gives one attempt.';

/** The same answer to every statement, with some set apart. */
const answersOf = (value: number, changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(items.map((item) => [item.id, value])),
  ...changes,
});
/** Agrees with every positive statement and disagrees with every reverse-keyed one. */
const best = Object.fromEntries(items.map((item) => [item.id, item.reverse ? 1 : 5]));

const status = (who: Who) => api('GET', '/api/personality-test', { token: who.idToken });
const submit = (who: Who, body: unknown) =>
  api('POST', '/api/personality-test/answers', { token: who.idToken, body });
const publicPage = (uid: string) => api('GET', `/api/profiles/${uid}`);

describe('the personality test', () => {
  it('refuses answers before any payment and stores nothing', async () => {
    const nanny = await liveCaregiver();
    const before = await status(nanny);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      attempts: 0,
      price: { package_id: PACKAGE, currency: 'ZMW', amountMinor: 100 },
      result: null,
    });
    const refused = await submit(nanny, { answers: best });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'permission-denied', message: NEEDS_PAYMENT });
    expect(await personalityTests.get(nanny.uid)).toBeNull();
    expect((await publicPage(nanny.uid)).body).not.toHaveProperty('personality');
  });

  it('after paying ZMW 1 in the sandbox: scores, stores, shows on /cv; a retake needs a new payment', async () => {
    const nanny = await liveCaregiver('Test Taker');
    const order = await buyAndPay(nanny, PACKAGE);
    expect(order).toMatchObject({ status: 'COMPLETED', currency: 'ZMW', amountMinor: 100 });
    expect((await status(nanny)).body).toMatchObject({ attempts: 1, result: null });

    const taken = await submit(nanny, { answers: best });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.attempts).toBe(0);
    expect(taken.body.result.summary).toBe('Strong in all 5 traits.');
    expect(taken.body.result.traits.map((t: { score: number }) => t.score)).toEqual([
      100, 100, 100, 100, 100,
    ]);
    const first = (await status(nanny)).body.result;
    expect(first).toEqual(taken.body.result);

    // The public profile shows the summary, never the answers.
    const page = await publicPage(nanny.uid);
    expect(page.body.personality).toEqual(first);
    expect(page.body.personality.traits[0]).toEqual({
      trait: 'patience',
      name: 'Patience',
      score: 100,
      level: 'strong',
      words: 'Strong',
    });
    expect(JSON.stringify(page.body)).not.toContain('answers');

    // Without a new payment the result stays as it was.
    const again = await submit(nanny, { answers: answersOf(3) });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(NEEDS_PAYMENT);
    expect((await status(nanny)).body).toMatchObject({ attempts: 0, result: first });

    // Paying again allows one retake, which replaces the result.
    await buyAndPay(nanny, PACKAGE);
    const retake = await submit(nanny, { answers: answersOf(3) });
    expect(retake.status).toBe(200);
    expect(retake.body.result.summary).toBe('A steady, balanced result.');
    expect(retake.body.result.takenAt).toBeGreaterThan(first.takenAt);
    expect((await publicPage(nanny.uid)).body.personality).toEqual(retake.body.result);
    const stored = await personalityTests.get(nanny.uid);
    expect(stored).toMatchObject({ attempts: 0, taken: 2, answers: items.map(() => 3) });

    // The owner's data export carries the test, answers included.
    const exported = await api('GET', '/api/account/export', { token: nanny.idToken });
    expect(exported.body.personalityTest).toMatchObject({ taken: 2, attempts: 0 });
  });

  it('two submits at once after one payment: exactly one is accepted, one attempt spent', async () => {
    const nanny = await registerVerified('cook');
    await buyAndPay(nanny, PACKAGE);
    const replies = await Promise.all(
      Array.from({ length: 4 }, (_, i) => submit(nanny, { answers: answersOf((i % 5) + 1) })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403]);
    const winner = replies.find((reply) => reply.status === 200)!;
    const stored = await personalityTests.get(nanny.uid);
    expect(stored).toMatchObject({ attempts: 0, taken: 1, summary: winner.body.result.summary });
  });

  it('one order of two tests gives two attempts, granted once; account deletion removes them', async () => {
    const nanny = await registerVerified('childcarer');
    const { order, link } = await buy(nanny, PACKAGE, 2);
    expect(order.amountMinor).toBe(200);
    const back = await payOnHostedPage(link, 'approve');
    await Promise.all([verify(nanny, back), verify(nanny, back)]);
    // The sandbox's own webhook arrives too; once it has been answered, still two attempts.
    await expect
      .poll(async () => (await deliveries(order.oid))[0]?.attempts.length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect((await status(nanny)).body.attempts).toBe(2);

    // Deleting the account deletes the test with it.
    const deleted = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { currentPassword: nanny.password },
    });
    expect(deleted.status).toBe(200);
    expect(await personalityTests.get(nanny.uid)).toBeNull();
  });

  it('refuses incomplete, out-of-range or extra answers with 400 and changes nothing', async () => {
    const nanny = await registerVerified('childcarer');
    await buyAndPay(nanny, PACKAGE);
    const [firstItem, secondItem] = items;
    const { [firstItem!.id]: _left, ...missing } = answersOf(4);
    const bodies: unknown[] = [
      {},
      { answers: {} },
      { answers: missing },
      { answers: answersOf(4, { [secondItem!.id]: 6 }) },
      { answers: answersOf(4, { [secondItem!.id]: 0 }) },
      { answers: answersOf(4, { [secondItem!.id]: '4' }) },
      { answers: answersOf(4, { extra: 3 }) },
      { answers: answersOf(4), attempts: 5 },
    ];
    for (const body of bodies) {
      const reply = await submit(nanny, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('invalid-argument');
    }
    const missingReply = await submit(nanny, { answers: missing });
    expect(missingReply.body.fields).toMatchObject({
      [`answers.${firstItem!.id}`]: 'Answer this question',
    });
    expect((await status(nanny)).body).toMatchObject({ attempts: 1, result: null });
    const stored = await personalityTests.get(nanny.uid);
    expect(stored).toMatchObject({ attempts: 1 });
    expect(stored?.taken ?? 0).toBe(0);
    expect(stored?.summary).toBeUndefined();
  });

  it('is for caregivers only: parents and institutions can neither buy nor take it', async () => {
    for (const userType of ['parent', 'institution'] as const) {
      const someone = await registerVerified(userType);
      expect((await status(someone)).status).toBe(403);
      expect((await submit(someone, { answers: best })).status).toBe(403);
    }
    const parent = await registerVerified('parent');
    const added = await api('POST', '/api/cart/items', {
      token: parent.idToken,
      body: { package_id: PACKAGE },
    });
    expect(added.status).toBe(400);
  });
});

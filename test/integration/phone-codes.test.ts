import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { reserveTextSpend } from '../../lambdas/core/sms/spend-ceiling.js';
import { api } from '../support/api.js';
import { newClient } from '../support/clients.js';
import { clearOfWindowEdge, expectRefusal, fill } from '../support/limits.js';
import { freshNumber, latestSmsCode, textsTo } from '../support/sms.js';

/** Texted codes to sign in with or register a phone number, and what bounds them (issue 30). */
const askCode = (number: string, purpose = 'register', from = newClient(), country = 'ZM') =>
  api('POST', '/api/auth/phone/code', { from, body: { country, number, purpose } });
const registerWith = (number: string, code: string) =>
  api('POST', '/api/auth/phone/register', {
    body: { country: 'ZM', number, code, user_type: 'childcarer', terms: true },
  });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a code to register a phone number', () => {
  it('is texted to the number, in one stored form, and works for ten minutes', async () => {
    const number = freshNumber();
    const answer = await askCode(number.typed);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        number: number.e164,
        minutes: 10,
        message: `We texted a code to ${number.e164}. It works for 10 minutes.`,
      },
    });
    const [text] = await textsTo(number.e164);
    expect(text!.body).toMatch(/^Your confirmation code is \d{6}\. It works for 10 minutes\./);
  });

  it('refuses a number that cannot be one, on the number field, and texts nothing', async () => {
    const answer = await askCode('12ab');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fields: { number: 'Use only digits in the phone number.' },
    });
    const unknownCountry = await askCode('0971234567', 'register', newClient(), 'XX');
    expect(unknownCountry.status).toBe(400);
  });

  it('says a number has no account when asked to sign in with it, and texts nothing', async () => {
    const number = freshNumber();
    const answer = await askCode(number.typed, 'sign-in');
    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'No account uses this phone number.' },
    });
    expect(await textsTo(number.e164)).toEqual([]);
  });
});

describe('what code texts cost is bounded', () => {
  it('five codes an hour per number, whoever asks', async () => {
    await clearOfWindowEdge();
    const number = freshNumber();
    await fill(rateLimits['sms-codes-to'].limit, () => askCode(number.typed), 1);
    expectRefusal(await askCode(number.typed), rateLimits['sms-codes-to'].windowSeconds);
    expect(await textsTo(number.e164)).toHaveLength(rateLimits['sms-codes-to'].limit);
  });

  it('twenty codes an hour per client, whatever the numbers', async () => {
    await clearOfWindowEdge();
    const from = newClient();
    const { limit, windowSeconds } = rateLimits['phone-codes-from'];
    await fill(limit, () => askCode(freshNumber().typed, 'register', from), 5);
    const last = freshNumber();
    expectRefusal(await askCode(last.typed, 'register', from), windowSeconds);
    expect(await textsTo(last.e164)).toEqual([]);
  });

  it('a ceiling per country an hour, whoever asks and for whichever number', async () => {
    await clearOfWindowEdge();
    // Malawi, which no other test texts: its hour is filled as a botnet would fill it.
    const { limit, windowSeconds } = rateLimits['phone-codes-country'];
    const start = Math.floor(Date.now() / 1000 / windowSeconds) * windowSeconds;
    await db()
      .entities.rateLimit.put({
        kind: 'phone-codes-country',
        subject: 'mw',
        window: String(start),
        expiresAt: start + windowSeconds,
        count: limit,
      })
      .go();
    expectRefusal(await askCode('0991234567', 'register', newClient(), 'MW'), windowSeconds);
    expect(await textsTo('+265991234567')).toEqual([]);
  });

  it('a daily spending ceiling: racing texts never pass it', async () => {
    // A day of its own (far ahead), so no other test's texts share its count.
    const day = Date.UTC(2090, 0, 1);
    const spend = { ceilingUsd: 0.35, priceUsd: 0.1 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => reserveTextSpend(spend, day)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).message).toBe(
      'We cannot send texts right now. Try again tomorrow, or use your e-mail address.',
    );
    const { data } = await db()
      .entities.counter.get({ group: 'sms-spend', name: '2090-01-01' })
      .go();
    expect(data?.count).toBe(300_000);
  });
});

describe('entering a texted code', () => {
  it('five wrong codes lock the number, even for the right code, and a new code does not help', async () => {
    await clearOfWindowEdge();
    const number = freshNumber();
    expect((await askCode(number.typed)).status).toBe(200);
    const code = await latestSmsCode(number.e164);
    for (let i = 0; i < rateLimits['phone-code-misses'].limit; i++) {
      const answer = await registerWith(number.typed, wrong(code));
      expect(answer).toMatchObject({
        status: 400,
        body: { fields: { code: 'That code is wrong or has expired.' } },
      });
    }
    const locked = await registerWith(number.typed, code);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /^Too many wrong codes for this number\. Try again in \d+ minutes?\.$/,
    );
    expect((await askCode(number.typed)).status).toBe(200);
    expect((await registerWith(number.typed, await latestSmsCode(number.e164))).status).toBe(429);
  });

  it('an expired code is refused', async () => {
    const number = freshNumber();
    expect((await askCode(number.typed)).status).toBe(200);
    const code = await latestSmsCode(number.e164);
    await db()
      .entities.phoneCode.patch({ number: number.e164, purpose: 'register' })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await registerWith(number.typed, code)).status).toBe(400);
  });

  it('a code for one purpose does not serve another', async () => {
    const number = freshNumber();
    expect((await askCode(number.typed)).status).toBe(200);
    const code = await latestSmsCode(number.e164);
    const signIn = await api('POST', '/api/auth/phone/sign-in', {
      body: { country: 'ZM', number: number.typed, code },
    });
    expect(signIn.status).toBe(400);
  });
});

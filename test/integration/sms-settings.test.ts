import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { freshNumber, latestSmsCode, textsTo } from '../support/sms.js';

/** Text messages: adding and confirming the phone for texts, in the settings. */
const settings = (token: string) => api('GET', '/api/account/sms', { token });
const addPhone = (token: string, number: string, country = 'ZM') =>
  api('PUT', '/api/account/sms/phone', { token, body: { country, number } });
const confirm = (token: string, code: string) =>
  api('POST', '/api/account/sms/confirm', { token, body: { code } });
const choose = (token: string, topics: Record<string, boolean>) =>
  api('PUT', '/api/account/sms/topics', {
    token,
    body: { jobMatches: false, applications: false, offers: false, messages: false, ...topics },
  });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const nothingChosen = { jobMatches: false, applications: false, offers: false, messages: false };

describe('adding a phone for texts', () => {
  it('texts a code to the number; a wrong code confirms nothing; tries are bounded', async () => {
    const user = await registerVerified('parent');
    const number = freshNumber();
    expect((await settings(user.idToken)).body).toMatchObject({
      phone: null,
      topics: nothingChosen,
      dailyLimit: 5,
    });

    const added = await addPhone(user.idToken, number.typed);
    expect(added).toMatchObject({
      status: 200,
      body: {
        phone: { country: 'ZM', number: number.e164, confirmed: false, codePending: true },
        message: `We texted a code to ${number.e164}. It works for 10 minutes.`,
      },
    });
    const [text] = await textsTo(number.e164);
    expect(text!.body).toMatch(/^Your confirmation code is \d{6}\. It works for 10 minutes\./);
    const code = await latestSmsCode(number.e164);

    // Nothing can be chosen before the number is confirmed.
    expect(await choose(user.idToken, { offers: true })).toMatchObject({
      status: 409,
      body: { message: 'Confirm your phone number before choosing texts.' },
    });

    expect(await confirm(user.idToken, wrong(code))).toMatchObject({
      status: 400,
      body: { message: 'This code is not right. 4 tries left.' },
    });
    expect((await settings(user.idToken)).body).toMatchObject({
      phone: { confirmed: false },
      topics: nothingChosen,
    });
    for (const left of ['3 tries', '2 tries', '1 try'])
      expect((await confirm(user.idToken, wrong(code))).body.message).toBe(
        `This code is not right. ${left} left.`,
      );
    expect(await confirm(user.idToken, wrong(code))).toMatchObject({
      status: 429,
      body: { message: 'Too many wrong codes. Ask for a new one.' },
    });
    // Past the bound even the right code is refused: guessing has ended for this code.
    expect((await confirm(user.idToken, code)).status).toBe(429);
    expect((await settings(user.idToken)).body.phone.confirmed).toBe(false);

    // A new code works.
    await addPhone(user.idToken, number.typed);
    const second = await latestSmsCode(number.e164);
    expect(second).not.toBe('');
    expect(await confirm(user.idToken, second)).toMatchObject({
      status: 200,
      body: {
        phone: { confirmed: true, codePending: false },
        message: 'Your phone number is confirmed.',
      },
    });
    expect(await choose(user.idToken, { offers: true, messages: true })).toMatchObject({
      status: 200,
      body: { topics: { ...nothingChosen, offers: true, messages: true }, optedOutAt: null },
    });
  });

  it('changing the number unconfirms it and forgets what was chosen', async () => {
    const user = await registerVerified('childcarer');
    const first = freshNumber();
    await addPhone(user.idToken, first.typed);
    await confirm(user.idToken, await latestSmsCode(first.e164));
    await choose(user.idToken, { offers: true });

    const next = freshNumber();
    const changed = await addPhone(user.idToken, `+260 ${next.typed.slice(1)}`);
    expect(changed).toMatchObject({
      status: 200,
      body: { phone: { number: next.e164, confirmed: false }, topics: nothingChosen },
    });
    expect(await choose(user.idToken, { offers: true })).toMatchObject({ status: 409 });
    // The old number's code does not confirm the new one.
    expect((await confirm(user.idToken, await latestSmsCode(first.e164))).status).toBe(400);
  });

  it('refuses numbers and bodies that cannot be right, and changes nothing', async () => {
    const user = await registerVerified('parent');
    const refusals: [unknown, string][] = [
      [{ country: 'ZM', number: '09-71-ab' }, 'Use only digits in the phone number.'],
      [{ country: 'ZM', number: '0971' }, 'This phone number has too few or too many digits.'],
      [{ country: 'ZM', number: '+27 82 123 4567' }, 'Use a Zambia number.'],
      [{ country: 'XX', number: '0971234567' }, 'Choose a country from the list.'],
      [{ country: 'zm', number: '0971234567' }, 'Choose the country of the phone number.'],
    ];
    for (const [body, message] of refusals) {
      const answer = await api('PUT', '/api/account/sms/phone', { token: user.idToken, body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    const extra = await api('PUT', '/api/account/sms/phone', {
      token: user.idToken,
      body: { country: 'ZM', number: '0971234567', confirmed: true },
    });
    expect(extra.status).toBe(400);
    expect(await confirm(user.idToken, '12345')).toMatchObject({
      status: 400,
      body: { message: 'Enter the 6-digit code we texted you.' },
    });
    expect(await confirm(user.idToken, '123456')).toMatchObject({
      status: 409,
      body: { message: 'Ask for a code first: add your phone number.' },
    });
    expect((await settings(user.idToken)).body.phone).toBeNull();
  });

  it('is the caller’s own: signed out gets 401', async () => {
    expect((await api('GET', '/api/account/sms')).status).toBe(401);
    expect(
      (
        await api('PUT', '/api/account/sms/phone', {
          body: { country: 'ZM', number: '0971234567' },
        })
      ).status,
    ).toBe(401);
  });
});

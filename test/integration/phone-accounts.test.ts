import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { askPhoneCode, registerByPhone, signInWithTicket } from '../support/phone-accounts.js';
import { freshNumber, latestSmsCode, textsTo, waitForText } from '../support/sms.js';
import { registerVerified } from '../support/accounts.js';
import { decodeJwt } from 'jose';

/** Accounts made and signed in with a phone number and a texted code (issue 30). */
const signInWithCode = (typed: string, code: string) =>
  api('POST', '/api/auth/phone/sign-in', { body: { country: 'ZM', number: typed, code } });

describe('an account made with a phone number only', () => {
  it('is signed in at once, in its role, with no e-mail, and told things by text', async () => {
    const nanny = await registerByPhone('childcarer');
    const claims = decodeJwt(nanny.idToken);
    expect(claims['cognito:groups']).toEqual(['childcarer']);
    expect(claims.email).toBeUndefined();

    const me = await api('GET', '/api/me', { token: nanny.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ signInPhone: nanny.number.e164, user_type: 'childcarer' });
    expect(me.body.email).toBeUndefined();

    // Its number is its phone for texts, confirmed, every topic on.
    const sms = await api('GET', '/api/account/sms', { token: nanny.idToken });
    expect(sms.body).toMatchObject({
      phone: { number: nanny.number.e164, confirmed: true },
      topics: { jobMatches: true, applications: true, offers: true, messages: true },
    });

    // An offer reaches it by text.
    const parent = await parentWithPackage();
    const id = await publishedJob(parent.idToken, { contact: 'Mrs Phiri' });
    const offered = await api('POST', `/api/jobs/${id}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: '' },
    });
    expect(offered.status).toBe(201);
    const [text] = await waitForText(nanny.number.e164, (t) => t.body.includes('http'));
    expect(text!.body).toContain('Mrs Phiri');
    expect(text!.body).toContain('/my_account/caregiver/apply_offers/recieved_job_offers/none');
  });

  it('a number with an account says so, as an e-mail address does, and is texted nothing', async () => {
    const nanny = await registerByPhone();
    const before = (await textsTo(nanny.number.e164)).length;
    expect(await askPhoneCode(nanny.number.typed, 'register')).toMatchObject({
      status: 409,
      body: { message: 'Phone number already in use' },
    });
    expect(await textsTo(nanny.number.e164)).toHaveLength(before);
  });
});

describe('signing in with a texted code', () => {
  it('gives a ticket that signs in once; the code and the ticket work one time', async () => {
    const nanny = await registerByPhone();
    expect((await askPhoneCode(nanny.number.typed, 'sign-in')).status).toBe(200);
    const code = await latestSmsCode(nanny.number.e164);
    const first = await signInWithCode(nanny.number.typed, code);
    expect(first).toMatchObject({ status: 200, body: { number: nanny.number.e164 } });
    expect((await signInWithCode(nanny.number.typed, code)).status).toBe(400);

    const ticket = first.body.ticket as string;
    const session = await signInWithTicket(nanny.number.e164, ticket);
    expect(decodeJwt(session.idToken!).sub).toBe(nanny.uid);
    expect((await signInWithTicket(nanny.number.e164, ticket)).refused).toBe(
      'NotAuthorizedException',
    );
  });

  it('a ticket signs in only the account it was given for', async () => {
    const [one, other] = await Promise.all([registerByPhone(), registerByPhone()]);
    expect((await askPhoneCode(one.number.typed, 'sign-in')).status).toBe(200);
    const answer = await signInWithCode(one.number.typed, await latestSmsCode(one.number.e164));
    const ticket = answer.body.ticket as string;
    expect((await signInWithTicket(other.number.e164, ticket)).refused).toBe(
      'NotAuthorizedException',
    );
  });
});

describe('re-authentication and deletion of a phone account', () => {
  it('deleting it takes a code texted to it; the number, its codes and its data go', async () => {
    const nanny = await registerByPhone();
    // A password is no proof for an account that has none anyone knows.
    const withoutProof = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { currentPassword: 'a-guess-at-one' },
    });
    expect(withoutProof).toMatchObject({
      status: 400,
      body: { fields: { code: 'Enter the 6-digit code we texted you.' } },
    });

    const asked = await api('POST', '/api/account/phone/code', { token: nanny.idToken });
    expect(asked).toMatchObject({ status: 200, body: { number: nanny.number.e164 } });
    const exported = await api('GET', '/api/account/export', { token: nanny.idToken });
    expect(exported.body.account).toMatchObject({ signInPhone: nanny.number.e164 });
    expect(exported.body.phoneCodes).toEqual([
      { purpose: 'confirm', expiresAt: expect.any(String) },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('codeHash');

    const code = await latestSmsCode(nanny.number.e164);
    const deleted = await api('POST', '/api/account/delete', {
      token: nanny.idToken,
      body: { code },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    // The number is free again, and nothing keyed by it is left.
    expect((await askPhoneCode(nanny.number.typed, 'sign-in')).status).toBe(404);
    const { data } = await db()
      .entities.smsNumber.query.byNumber({ number: nanny.number.e164 })
      .go();
    expect(data).toEqual([]);
  });
});

describe('adding a number to sign in with', () => {
  it('an e-mail account adds one with a code texted to it, then signs in with it', async () => {
    const parent = await registerVerified('parent');
    const number = freshNumber();
    const asked = await api('POST', '/api/account/sign-in-phone/code', {
      token: parent.idToken,
      body: { country: 'ZM', number: number.typed },
    });
    expect(asked).toMatchObject({ status: 200, body: { number: number.e164 } });
    const code = await latestSmsCode(number.e164);
    const wrongOne = await api('PUT', '/api/account/sign-in-phone', {
      token: parent.idToken,
      body: { country: 'ZM', number: number.typed, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrongOne.status).toBe(400);
    const added = await api('PUT', '/api/account/sign-in-phone', {
      token: parent.idToken,
      body: { country: 'ZM', number: number.typed, code },
    });
    expect(added).toMatchObject({
      status: 200,
      body: { message: `You can now sign in with ${number.e164}.` },
    });

    expect((await askPhoneCode(number.typed, 'sign-in')).status).toBe(200);
    const ticket = await signInWithCode(number.typed, await latestSmsCode(number.e164));
    const session = await signInWithTicket(number.e164, ticket.body.ticket as string);
    expect(decodeJwt(session.idToken!).sub).toBe(parent.uid);
  });

  it('a number another account signs in with is refused, and is texted nothing', async () => {
    const [nanny, parent] = await Promise.all([registerByPhone(), registerVerified('parent')]);
    const before = (await textsTo(nanny.number.e164)).length;
    const asked = await api('POST', '/api/account/sign-in-phone/code', {
      token: parent.idToken,
      body: { country: 'ZM', number: nanny.number.typed },
    });
    expect(asked).toMatchObject({ status: 409, body: { message: 'Phone number already in use' } });
    expect(await textsTo(nanny.number.e164)).toHaveLength(before);
  });
});

import { describe, expect, it } from 'vitest';
import { users } from '../../lambdas/core/users/users.js';
import { identity } from '../../lambdas/ports/identity.js';
import { DEMO_PASSWORD, signIn, uniqueEmail } from '../support/accounts.js';
import { api } from '../support/api.js';
import { mailTo, waitForMail } from '../support/mail.js';
import { claimsOf } from '../support/tokens.js';

/**
 * POST /api/auth/register refuses with the spec's exact messages (section 8), and a refused
 * registration leaves nothing behind: no account that can sign in, no mail sent.
 */
const PASSWORD = 'Passw0rd-test';
const register = (body: Record<string, unknown>) => api('POST', '/api/auth/register', { body });

/** No sign-in, no user in the pool or the table, no mail: the refusal left nothing. */
async function expectNothingCreated(email: string, password = PASSWORD) {
  await expect(signIn(email, password)).rejects.toThrow(/sign-in failed/);
  expect(await identity.find(email)).toBeUndefined();
  expect(await users.findByEmail(email)).toBeUndefined();
  expect(await mailTo(email)).toEqual([]);
}

describe('POST /api/auth/register refuses', () => {
  const cases: [string, (email: string) => Record<string, unknown>, string][] = [
    [
      'terms not accepted',
      (email) => ({ user_type: 'parent', terms: false, email, password: PASSWORD }),
      'must agree to the terms and conditions to register',
    ],
    [
      'terms missing',
      (email) => ({ user_type: 'parent', email, password: PASSWORD }),
      'must agree to the terms and conditions to register',
    ],
    [
      'a missing password',
      (email) => ({ user_type: 'cook', terms: true, source: 'google', email }),
      'password required',
    ],
    [
      'an empty password',
      (email) => ({ user_type: 'cook', terms: true, source: 'google', email, password: '' }),
      'password required',
    ],
    [
      'a password shorter than 8 characters',
      (email) => ({
        user_type: 'childcarer',
        terms: true,
        source: 'google',
        email,
        password: 'Pass-12',
      }),
      'Password should be 8 characters or longer',
    ],
  ];

  it.each(cases)('%s, with the spec message, creating nothing', async (_, bodyFor, message) => {
    const email = uniqueEmail('refused');
    const { status, body } = await register(bodyFor(email));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    await expectNothingCreated(email);
  });

  it.each([
    ['a missing email', undefined],
    ['an empty email', ''],
    ['a blank email', '   '],
  ])('%s: "email required"', async (_, email) => {
    const { status, body } = await register({
      user_type: 'parent',
      terms: true,
      source: 'google',
      password: PASSWORD,
      ...(email === undefined ? {} : { email }),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('email required');
  });

  it.each(['not-an-email', 'two@@example.test', 'no-domain@', '@example.test', 'a b@example.test'])(
    'a malformed email %j: "Invalid Email", creating nothing',
    async (email) => {
      const { status, body } = await register({
        user_type: 'institution',
        terms: true,
        source: 'google',
        email,
        password: PASSWORD,
      });
      expect(status).toBe(400);
      expect(body.message).toBe('Invalid Email');
      expect(await mailTo(email)).toEqual([]);
    },
  );

  it.each(['admin', 'super_admin', 'verified', 'accredited', 'Parent', ''])(
    'user_type %j (not one of the four user types) with 400, creating nothing',
    async (userType) => {
      const email = uniqueEmail('role');
      const { status, body } = await register({
        user_type: userType,
        terms: true,
        source: 'google',
        email,
        password: PASSWORD,
      });
      expect(status).toBe(400);
      expect(body.code).toBe('invalid-argument');
      await expectNothingCreated(email);
    },
  );

  it.each(['parent@demo.test', 'PARENT@Demo.Test', ' parent@demo.test '])(
    'an address already verified (%j) with 409 "Email already in use", leaving it as it was',
    async (address) => {
      const before = await signIn('parent@demo.test', DEMO_PASSWORD);
      const mailsBefore = (await mailTo('parent@demo.test')).length;
      const { status, body } = await register({
        user_type: 'cook',
        terms: true,
        source: 'google',
        email: address,
        password: 'Taken-over-2026',
      });
      expect(status).toBe(409);
      expect(body.message).toBe('Email already in use');

      await expect(signIn('parent@demo.test', 'Taken-over-2026')).rejects.toThrow(/sign-in failed/);
      const after = await signIn('parent@demo.test', DEMO_PASSWORD);
      expect(claimsOf(after.idToken).sub).toBe(claimsOf(before.idToken).sub);
      expect(claimsOf(after.idToken)['cognito:groups']).toEqual(['parent']);
      const me = await api('GET', '/api/me', { token: after.idToken });
      expect(me.body).toMatchObject({ email: 'parent@demo.test', user_type: 'parent' });
      expect((await mailTo('parent@demo.test')).length).toBe(mailsBefore);
    },
  );
});

describe('control: the checks above can see a change', () => {
  it('a valid registration of a fresh address is accepted and mails it', async () => {
    const email = uniqueEmail('control');
    const { status, body } = await register({
      user_type: 'parent',
      terms: true,
      source: 'google',
      email,
      password: PASSWORD,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(await identity.find(email)).toMatchObject({ uid: body.uid, confirmed: false });
    expect(await users.findByEmail(email)).toMatchObject({ uid: body.uid, user_type: 'parent' });
    expect(await waitForMail(email, () => true)).toHaveLength(1);
  });
});

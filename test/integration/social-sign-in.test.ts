import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { runAsUnit } from '../../lambdas/ports/call-log.js';
import { identity } from '../../lambdas/ports/identity.js';
import { handler as preSignUp, unverifiedSocialEmail } from '../../lambdas/triggers/pre-sign-up.js';
import { api } from '../support/api.js';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.js';
import { socialUser } from '../support/social-user.js';

describe('POST /api/account/user-type (after a social sign-up)', () => {
  it('sets the type once: the record exists and the next token carries the group', async () => {
    const user = await socialUser();
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(404);
    const chosen = await api('POST', '/api/account/user-type', {
      token: user.idToken,
      body: { user_type: 'cook', terms: true },
    });
    expect(chosen.status).toBe(200);
    expect((await api('GET', '/api/me', { token: user.idToken })).body).toMatchObject({
      user_type: 'cook',
      email: user.email,
    });
    const fresh = await signIn(user.email, 'Social-pass-1');
    expect(decodeJwt(fresh.idToken)['cognito:groups']).toEqual(['cook']);

    const again = await api('POST', '/api/account/user-type', {
      token: fresh.idToken,
      body: { user_type: 'parent', terms: true },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This account already has a user type' },
    });
    expect(
      decodeJwt((await signIn(user.email, 'Social-pass-1')).idToken)['cognito:groups'],
    ).toEqual(['cook']);
  });

  it('refuses accounts that registered with a type', async () => {
    const { idToken } = await signIn('parent@demo.test', 'Demo-pass-2026');
    const refused = await api('POST', '/api/account/user-type', {
      token: idToken,
      body: { user_type: 'cook', terms: true },
    });
    expect(refused.status).toBe(409);
    expect((await api('GET', '/api/me', { token: idToken })).body.user_type).toBe('parent');
  });
});

/** The event Cognito sends on a first Google/Facebook sign-in, as mapped in infra/auth-social.ts. */
const firstSocialSignIn = (
  provider: 'Google' | 'Facebook',
  email: string,
  emailVerified?: 'true' | 'false',
) =>
  ({
    version: '1',
    region: 'local',
    userPoolId: inject('settings').USER_POOL_ID!,
    userName: `${provider}_${Date.now()}`,
    triggerSource: 'PreSignUp_ExternalProvider',
    callerContext: { awsSdkVersion: 'test', clientId: 'test' },
    request: {
      userAttributes: {
        email,
        ...(emailVerified ? { email_verified: emailVerified } : {}),
      },
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as PreSignUpTriggerEvent;

describe('linked sign-in providers', () => {
  it('lists none for a password account and refuses to unlink what is not linked', async () => {
    const { idToken } = await signIn('caregiver@demo.test', 'Demo-pass-2026');
    expect(await api('GET', '/api/account/providers', { token: idToken })).toEqual({
      status: 200,
      body: { linked: [] },
    });
    const refused = await api('POST', '/api/account/providers/unlink', {
      token: idToken,
      body: { provider: 'Google' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'That sign-in method is not linked to your account' },
    });
  });

  it('a verified Google sign-in is linked to the account, listed, and unlinked', async () => {
    const owner = await registerVerified('parent');
    const google = firstSocialSignIn('Google', owner.email, 'true');
    await runAsUnit('pre-sign-up', () => preSignUp(google, {} as never));
    expect(await api('GET', '/api/account/providers', { token: owner.idToken })).toEqual({
      status: 200,
      body: { linked: ['Google'] },
    });

    const unlinked = await api('POST', '/api/account/providers/unlink', {
      token: owner.idToken,
      body: { provider: 'Google' },
    });
    expect(unlinked).toMatchObject({
      status: 200,
      body: { message: 'Google sign-in has been unlinked' },
    });
    expect((await api('GET', '/api/account/providers', { token: owner.idToken })).body).toEqual({
      linked: [],
    });
    // The account and its password sign-in stay.
    await expect(signIn(owner.email, owner.password)).resolves.toHaveProperty('idToken');
  });
});

describe('pre-sign-up trigger: a first social sign-in with the e-mail of an existing account', () => {
  it.each([
    ['Google, e-mail not verified by Google', 'Google', 'false'],
    ['Facebook (sends no email_verified)', 'Facebook', undefined],
  ] as const)('%s: refused, not linked', async (_, provider, verified) => {
    const victim = await registerVerified('parent');
    await expect(
      runAsUnit('pre-sign-up', () =>
        preSignUp(firstSocialSignIn(provider, victim.email, verified), {} as never),
      ),
    ).rejects.toThrow(unverifiedSocialEmail);
    // The victim's account is as it was: no provider linked, password sign-in unchanged.
    expect((await identity.find(victim.email))?.linked).toEqual([]);
    await expect(signIn(victim.email, victim.password)).resolves.toHaveProperty('idToken');
  });

  it('an address nobody has: a new account, its e-mail verified only if the provider says so', async () => {
    const fresh = firstSocialSignIn('Facebook', uniqueEmail('fb'));
    const answered = await runAsUnit('pre-sign-up', () => preSignUp(fresh, {} as never));
    expect(answered?.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: false });
  });
});

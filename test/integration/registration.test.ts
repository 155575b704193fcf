import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified, signIn, uniqueEmail, register } from '../support/accounts.js';
import { latestCode, mailTo, waitForMail } from '../support/mail.js';

describe('registration and e-mail verification', () => {
  it('speaks the language the person registered in, from the first e-mail on', async () => {
    const email = uniqueEmail('mlezi');
    const body = {
      user_type: 'childcarer',
      terms: true,
      source: 'google',
      email,
      password: 'Passw0rd-test',
    };
    const refused = await api('POST', '/api/auth/register', {
      body: { ...body, appLanguage: 'xx' },
    });
    expect(refused.status).toBe(400);
    expect(await mailTo(email)).toEqual([]);

    expect(
      (await api('POST', '/api/auth/register', { body: { ...body, appLanguage: 'sw' } })).status,
    ).toBe(201);
    const [mail] = await waitForMail(email, () => true);
    expect(mail?.subject).toBe('Thibitisha anwani yako ya barua pepe');
    expect(mail?.body.text).toContain('Kiungo kinafanya kazi kwa siku 3.');
    const oobCode = await latestCode(email, 'verifyEmail');
    await api('POST', '/api/auth/action', { body: { mode: 'verifyEmail', oobCode } });
    const { idToken } = await signIn(email, 'Passw0rd-test');
    expect((await api('GET', '/api/me', { token: idToken })).body.appLanguage).toBe('sw');

    // The password reset speaks it too.
    await api('POST', '/api/auth/password-reset', { body: { email } });
    const [reset] = await waitForMail(email, (sent) =>
      /mode=resetPassword/.test(sent.body.text ?? ''),
    );
    expect(reset?.subject).toBe('Weka upya nenosiri lako');
  });

  it('e-mails a link that verifies the address and puts the user in the group of its type', async () => {
    const email = uniqueEmail('nanny');
    const registered = await api('POST', '/api/auth/register', {
      body: {
        user_type: 'childcarer',
        terms: true,
        source: 'google',
        email,
        password: 'Passw0rd-test',
      },
    });
    expect(registered.status).toBe(201);
    const [mail] = await waitForMail(email, () => true);
    expect(mail?.subject).toBe('Verify your e-mail address');
    await expect(signIn(email, 'Passw0rd-test')).rejects.toThrow(/UserNotConfirmed/);

    const oobCode = await latestCode(email, 'verifyEmail');
    const verified = await api('POST', '/api/auth/action', {
      body: { mode: 'verifyEmail', oobCode },
    });
    expect(verified).toEqual({ status: 200, body: { message: 'Email address has been verified' } });

    const { idToken } = await signIn(email, 'Passw0rd-test');
    expect(decodeJwt(idToken)['cognito:groups']).toEqual(['childcarer']);
    const me = await api('GET', '/api/me', { token: idToken });
    expect(me.body).toMatchObject({
      email,
      user_type: 'childcarer',
      verified: true,
      isCompelete: false,
    });

    const again = await api('POST', '/api/auth/action', { body: { mode: 'verifyEmail', oobCode } });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or has expired/);
  });

  it('refuses an address that is already verified, whatever its case', async () => {
    const { email } = await registerVerified('parent');
    const again = await api('POST', '/api/auth/register', {
      body: {
        user_type: 'cook',
        terms: true,
        source: 'google',
        email: email.toUpperCase(),
        password: 'Another-pass1',
      },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'Email already in use' } });
    await expect(signIn(email, 'Another-pass1')).rejects.toThrow();
  });

  it('registering again keeps the first link working and sends another', async () => {
    const email = uniqueEmail('retry');
    const body = {
      user_type: 'parent',
      terms: true,
      source: 'google',
      email,
      password: 'First-pass1',
    };
    const first = await api('POST', '/api/auth/register', { body });
    expect(first.status).toBe(201);
    const firstLink = await latestCode(email, 'verifyEmail');
    const second = await api('POST', '/api/auth/register', {
      body: { ...body, user_type: 'cook', password: 'Second-pass1' },
    });
    expect(second).toMatchObject({ status: 409, body: { message: 'Email already in use' } });
    // The address gets another link to the same account.
    const secondLink = await latestCode(email, 'verifyEmail', 2);
    expect(secondLink).not.toBe(firstLink);
    const verified = await api('POST', '/api/auth/action', {
      body: { mode: 'verifyEmail', oobCode: firstLink },
    });
    expect(verified).toEqual({ status: 200, body: { message: 'Email address has been verified' } });
    const { idToken } = await signIn(email, 'First-pass1');
    expect(decodeJwt(idToken).sub).toBe(first.body.uid);
    expect(decodeJwt(idToken)['cognito:groups']).toEqual(['parent']);
    await expect(signIn(email, 'Second-pass1')).rejects.toThrow();
  });

  it('an address registered by someone else is won back by its reader with a reset link', async () => {
    const email = uniqueEmail('squatted');
    const squatter = await api('POST', '/api/auth/register', {
      body: { user_type: 'parent', terms: true, source: 'google', email, password: 'Squat-pass1' },
    });
    expect(squatter.status).toBe(201);
    // The reader of the address never opens the squatter's link; a reset link proves the address.
    expect((await api('POST', '/api/auth/password-reset', { body: { email } })).status).toBe(200);
    const oobCode = await latestCode(email, 'resetPassword');
    const reset = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'Owner-pass-1' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expect(signIn(email, 'Squat-pass1')).rejects.toThrow();
    const { idToken } = await signIn(email, 'Owner-pass-1');
    expect(decodeJwt(idToken)['cognito:groups']).toEqual(['parent']);
    expect((await api('GET', '/api/me', { token: idToken })).body).toMatchObject({
      email,
      verified: true,
    });
  });

  it('resends the verification link only to accounts waiting for it', async () => {
    const email = uniqueEmail('resend');
    await api('POST', '/api/auth/register', {
      body: {
        user_type: 'institution',
        terms: true,
        source: 'google',
        email,
        password: 'Passw0rd-test',
      },
    });
    const unknown = uniqueEmail('nobody');
    const same = await api('POST', '/api/auth/verification', { body: { email: unknown } });
    const resent = await api('POST', '/api/auth/verification', { body: { email } });
    expect(resent.status).toBe(200);
    expect(same.body).toEqual(resent.body);
    // Sent by the mail queue's consumer; the unknown address was queued first.
    expect(await waitForMail(email, () => true, 2)).toHaveLength(2);
    expect(await mailTo(unknown)).toHaveLength(0);
  });

  it('records the referrer when another user referred the new one', async () => {
    const referrer = await registerVerified('institution');
    const email = uniqueEmail('referred');
    const registered = await register({ email, referrer: referrer.uid });
    const { db } = await import('../../lambdas/core/db/service.js');
    const { data } = await db().entities.referral.query.byReferrer({ referrer: referrer.uid }).go();
    expect(data).toEqual([
      expect.objectContaining({ user_id: registered.body.uid, status: false }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.js';
import { latestCode, mailTo } from '../support/mail.js';

describe('password reset by e-mailed link', () => {
  it('sets a new password with the code, once', async () => {
    const user = await registerVerified('parent');
    const asked = await api('POST', '/api/auth/password-reset', { body: { email: user.email } });
    expect(asked.status).toBe(200);
    const oobCode = await latestCode(user.email, 'resetPassword');
    const short = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'short' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'Password should be 8 characters or longer' },
    });
    const done = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'Fresh-pass-1' },
    });
    expect(done.status).toBe(200);
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    await expect(signIn(user.email, 'Fresh-pass-1')).resolves.toHaveProperty('idToken');
    const reused = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'Other-pass-1' },
    });
    expect(reused.status).toBe(400);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const asked = await api('POST', '/api/auth/password-reset', { body: { email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/If an account exists/);
    // The mail queue's consumer decides; a known address asked after it has had its mail.
    const known = await registerVerified('parent');
    await api('POST', '/api/auth/password-reset', { body: { email: known.email } });
    await latestCode(known.email, 'resetPassword');
    expect(await mailTo(email)).toHaveLength(0);
  });
});

describe('settings: password, e-mail, deletion', () => {
  it('changes the password only with the current one', async () => {
    const user = await registerVerified('cook');
    const wrong = await api('PUT', '/api/account/password', {
      token: user.idToken,
      body: { currentPassword: 'not-it-at-all', newPassword: 'Brand-new-1' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { fields: { currentPassword: expect.any(String) } },
    });
    await expect(signIn(user.email, 'Brand-new-1')).rejects.toThrow();
    const ok = await api('PUT', '/api/account/password', {
      token: user.idToken,
      body: { currentPassword: user.password, newPassword: 'Brand-new-1' },
    });
    expect(ok.status).toBe(200);
    await expect(signIn(user.email, 'Brand-new-1')).resolves.toHaveProperty('idToken');
  });

  it('changes the e-mail when the new address confirms, and the old address can undo it', async () => {
    const user = await registerVerified('parent');
    const next = uniqueEmail('moved');
    const asked = await api('PUT', '/api/account/email', {
      token: user.idToken,
      body: { currentPassword: user.password, email: next },
    });
    expect(asked.status).toBe(200);
    expect((await api('GET', '/api/me', { token: user.idToken })).body.email).toBe(user.email);

    const confirm = await latestCode(next, 'verifyAndChangeEmail');
    await api('POST', '/api/auth/action', {
      body: { mode: 'verifyAndChangeEmail', oobCode: confirm },
    });
    expect((await api('GET', '/api/me', { token: user.idToken })).body.email).toBe(next);
    await expect(signIn(next, user.password)).resolves.toHaveProperty('idToken');

    const undo = await latestCode(user.email, 'recoverEmail');
    const reverted = await api('POST', '/api/auth/action', {
      body: { mode: 'recoverEmail', oobCode: undo },
    });
    expect(reverted.body).toEqual({ message: `Account email reverted to ${user.email}` });
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
    await expect(signIn(next, user.password)).rejects.toThrow();
  });

  it('refuses an e-mail that another account uses', async () => {
    const user = await registerVerified('parent');
    const taken = await api('PUT', '/api/account/email', {
      token: user.idToken,
      body: { currentPassword: user.password, email: 'cook@demo.test' },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'Email already in use' } });
  });

  it('deletes the account after the password is confirmed', async () => {
    const user = await registerVerified('institution');
    const refused = await api('POST', '/api/account/delete', {
      token: user.idToken,
      body: { currentPassword: 'wrong-password' },
    });
    expect(refused.status).toBe(400);
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(200);
    const deleted = await api('POST', '/api/account/delete', {
      token: user.idToken,
      body: { currentPassword: user.password },
    });
    expect(deleted).toEqual({ status: 200, body: { message: 'Your account has been deleted' } });
    // the old token is refused: its session ended with the account
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(401);
    await expect(signIn(user.email, user.password)).rejects.toThrow();
  });
});

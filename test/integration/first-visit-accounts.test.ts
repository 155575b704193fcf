import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  registerVerified,
  signIn,
  uniqueEmail,
  register,
} from '../support/accounts.js';
import { api } from '../support/api.js';
import { latestCode, mailTo, waitForMail } from '../support/mail.js';

/** What tripped new users at registration, sign-in and reset. */
const suspended =
  'This account is suspended. Please write to us through the contact page if you think this is a mistake.';

describe('signup_compelete (item 10)', () => {
  it('is set once the sign-up is complete: the address verified', async () => {
    const email = uniqueEmail('complete');
    const registered = await register({ email });
    expect(registered.status).toBe(201);
    const oobCode = await latestCode(email, 'verifyEmail');
    await api('POST', '/api/auth/action', { body: { mode: 'verifyEmail', oobCode } });
    const { idToken } = await signIn(email, 'Passw0rd-test');
    expect((await api('GET', '/api/me', { token: idToken })).body).toMatchObject({
      verified: true,
      signup_compelete: true,
    });
  });
});

describe('"How did you hear about us?" is optional', () => {
  it('registers without it and counts no source', async () => {
    const email = uniqueEmail('nosource');
    const registered = await api('POST', '/api/auth/register', {
      body: { user_type: 'childcarer', terms: true, email, password: 'Passw0rd-test' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const oobCode = await latestCode(email, 'verifyEmail');
    await api('POST', '/api/auth/action', { body: { mode: 'verifyEmail', oobCode } });
    const record = (
      await api('GET', '/api/me', { token: (await signIn(email, 'Passw0rd-test')).idToken })
    ).body;
    for (const flag of ['facebook', 'x', 'google', 'from_my_friend', 'other'])
      expect(record[flag]).toBeUndefined();
    // A source still has to be one of the list when it is given.
    const unknown = await api('POST', '/api/auth/register', {
      body: {
        user_type: 'parent',
        terms: true,
        email: uniqueEmail(),
        password: 'Passw0rd-test',
        source: 'radio',
      },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('phone numbers with or without the country code', () => {
  const basics = { fullname: 'Mwila Phiri', currently_in: 'Zambia', version: 1 };
  it('stores one form, however it was typed; refuses another country’s number', async () => {
    const nanny = await registerVerified('childcarer');
    let version = 1;
    const save = (phone: string) =>
      api('PUT', '/api/profile/basic-information', {
        token: nanny.idToken,
        body: { ...basics, version, phone },
      });
    for (const typed of ['+260 97 123 4567', '00260971234567', '0971 234 567', '971234567']) {
      const saved = await save(typed);
      expect(saved.status, `${typed}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body).toMatchObject({ phone: '971234567', phone_code: '+260' });
      version = saved.body.version;
    }
    const kenyan = await save('+254 712 345678');
    expect(kenyan.status).toBe(400);
    expect(kenyan.body.fields.phone).toBe('Use a phone number of the country you chose.');
    const letters = await save('097-CALL-ME');
    expect(letters.status).toBe(400);
    expect(letters.body.fields.phone).toBe('Use only digits in the phone number.');
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body).toMatchObject({
      phone: '971234567',
      version,
    });
  });
});

describe('a suspended account (sign-in and reset)', () => {
  let admin: { idToken: string };
  beforeAll(async () => {
    admin = await signIn('admin@demo.test', DEMO_PASSWORD);
  });
  const suspend = (uid: string) =>
    api('PUT', `/api/admin/suspensions/${uid}`, {
      token: admin.idToken,
      body: { reason: 'Asked families for money' },
    });

  it('is told at reset that it is suspended and how to appeal; the new password is not set', async () => {
    const nanny = await registerVerified('childcarer');
    // A reset link asked for before the suspension…
    await api('POST', '/api/auth/password-reset', { body: { email: nanny.email } });
    const earlier = await latestCode(nanny.email, 'resetPassword');
    expect((await suspend(nanny.uid)).status).toBe(200);

    // …cannot set a password any more, and says why.
    const used = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode: earlier, password: 'Brand-new-pass-1' },
    });
    expect(used).toMatchObject({ status: 403, body: { message: suspended } });

    // A reset asked for now answers as for anyone, and the mailbox is told the reason.
    const asked = await api('POST', '/api/auth/password-reset', { body: { email: nanny.email } });
    expect(asked.body.message).toBe(
      'If an account exists for that e-mail, we have sent a link to reset the password.',
    );
    const [mail] = await waitForMail(nanny.email, (sent) => /suspended/i.test(sent.subject));
    expect(mail!.subject).toBe('Your account is suspended');
    expect(mail!.body.text).toContain('A new password would not let you sign in');
    expect(mail!.body.text).toMatch(/\/contactus/);
    expect(mail!.body.text).not.toMatch(/mode=resetPassword/);
    // Only the one reset link, the one asked for before the suspension.
    const resets = (await mailTo(nanny.email)).filter((sent) =>
      /mode=resetPassword/.test(sent.body.text ?? ''),
    );
    expect(resets).toHaveLength(1);

    // Once the suspension is lifted, the old password is still the one that signs in.
    const lifted = await api('DELETE', `/api/admin/suspensions/${nanny.uid}`, {
      token: admin.idToken,
    });
    expect(lifted.status).toBe(200);
    await expect(signIn(nanny.email, 'Brand-new-pass-1')).rejects.toThrow(/sign-in failed/);
    expect((await signIn(nanny.email, nanny.password)).idToken).toBeTruthy();
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const nobody = uniqueEmail('nobody');
    const asked = await api('POST', '/api/auth/password-reset', { body: { email: nobody } });
    expect(asked).toMatchObject({
      status: 200,
      body: {
        message: 'If an account exists for that e-mail, we have sent a link to reset the password.',
      },
    });
    await expect(signIn(nobody, 'Whatever-1')).rejects.toThrow(
      /NotAuthorized|InvalidPassword|UserNotFound/,
    );
    expect(await mailTo(nobody)).toEqual([]);
  });
});

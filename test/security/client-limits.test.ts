import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { registerVerified, uniqueEmail } from '../support/accounts.js';
import { api } from '../support/api.js';
import { newClient } from '../support/clients.js';
import { clearOfWindowEdge, EDGE_MARGIN_MS, expectRefusal, fill } from '../support/limits.js';
import { mailTo } from '../support/mail.js';

/**
 * Limits counted per network client as well as per address or
 * person, so rotating e-mail addresses or accounts from one machine no longer gets round them.
 * Each test's "one client" is a loopback address of its own (support/clients.ts).
 */
const TEAM_INBOX = 'team@caregivers.example';

const registration = (email: string) => ({
  user_type: 'parent',
  terms: true,
  source: 'google',
  email,
  password: 'Passw0rd-test',
});

const accountsWith = async (email: string) =>
  (await db().entities.user.query.byEmail({ email }).go()).data;

beforeEach(clearOfWindowEdge, EDGE_MARGIN_MS + 5000);

describe('sign-ups per client (items 5 and 11)', () => {
  it(`${rateLimits['sign-ups-from'].limit} new accounts an hour from one client, then 429 and no account`, async () => {
    const from = newClient();
    const { limit, windowSeconds } = rateLimits['sign-ups-from'];
    await fill(limit, () =>
      api('POST', '/api/auth/register', { from, body: registration(uniqueEmail('script')) }),
    );
    const email = uniqueEmail('one-too-many');
    expectRefusal(
      await api('POST', '/api/auth/register', { from, body: registration(email) }),
      windowSeconds,
    );
    expect(await accountsWith(email)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);

    // The same address from another client is a new person: accepted.
    const elsewhere = await api('POST', '/api/auth/register', {
      from: newClient(),
      body: registration(email),
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
  });

  it('an address in use still answers the spec’s "Email already in use"', async () => {
    const taken = await registerVerified('parent');
    const again = await api('POST', '/api/auth/register', { body: registration(taken.email) });
    expect(again).toMatchObject({ status: 409, body: { message: 'Email already in use' } });
  });

  it('counts an IPv6 client by its /64, and IPv4 written as IPv6 as the IPv4 address', async () => {
    const { clientOf } = await import('../../lambdas/http/caller-address.js');
    expect(clientOf('2001:db8:1:2::1')).toBe(clientOf('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(clientOf('2001:db8:1:3::1')).not.toBe(clientOf('2001:db8:1:2::1'));
    expect(clientOf('::ffff:41.72.100.9')).toBe('41.72.100.9');
  });
});

describe('the contact form per client (item 12)', () => {
  const form = (email: string, subject = 'A question') => ({
    name: 'Visitor',
    email,
    subject,
    message: 'Do you have nannies in Ndola?',
  });
  const storedFrom = async (email: string) => {
    const day = new Date().toISOString().slice(0, 10);
    const { data } = await db().entities.contactMessage.query.byDay({ day }).go({ pages: 'all' });
    return data.filter((message) => message.email === email);
  };

  it(`${rateLimits['contact-form-from'].limit} messages an hour from one client, whatever the address`, async () => {
    const from = newClient();
    const { limit, windowSeconds } = rateLimits['contact-form-from'];
    await fill(limit, () => api('POST', '/api/contact', { from, body: form(uniqueEmail('rot')) }));
    const email = uniqueEmail('rotated');
    expectRefusal(await api('POST', '/api/contact', { from, body: form(email) }), windowSeconds);
    expect(await storedFrom(email)).toEqual([]);
    expect((await mailTo(TEAM_INBOX)).filter((mail) => mail.replyTo?.includes(email))).toEqual([]);
    // Someone else is not affected.
    expect((await api('POST', '/api/contact', { body: form(uniqueEmail('other')) })).status).toBe(
      200,
    );
  });

  it('a subject is one line: line breaks and other control characters become a space', async () => {
    const email = uniqueEmail('crlf');
    const sent = await api('POST', '/api/contact', {
      body: form(email, 'Hello\r\nBcc: victim@example.test\u0000\tagain\u2028end '),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [stored] = await storedFrom(email);
    expect(stored?.subject).toBe('Hello Bcc: victim@example.test again end');
    const mail = (await mailTo(TEAM_INBOX)).find((m) => m.replyTo?.includes(email));
    expect(mail?.subject).toBe('Contact us: Hello Bcc: victim@example.test again end');
    // Nothing but control characters is no subject.
    const empty = await api('POST', '/api/contact', { body: form(uniqueEmail('cc'), '\r\n\t') });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Subject required' } });
  });
});

describe('upload links (item 13)', () => {
  const askPhoto = (token: string, from?: string) =>
    api('POST', '/api/posts/uploads', {
      token,
      from,
      body: { kind: 'photo', filename: 'me.png', contentType: 'image/png' },
    });
  const askDocument = (token: string) =>
    api('POST', '/api/profile/uploads', {
      token,
      body: { kind: 'cv', filename: 'cv.pdf', contentType: 'application/pdf' },
    });

  it(`${rateLimits['upload-links'].limit} links an hour per person, documents and post files together`, async () => {
    const person = await registerVerified('childcarer');
    const { limit, windowSeconds } = rateLimits['upload-links'];
    await fill(limit, (i) => (i % 2 ? askPhoto(person.idToken) : askDocument(person.idToken)));
    for (const refused of [await askPhoto(person.idToken), await askDocument(person.idToken)]) {
      expectRefusal(refused, windowSeconds);
      expect(refused.body).not.toHaveProperty('url');
    }
  });

  it(`${rateLimits['upload-links-from'].limit} links an hour per client, across accounts`, async () => {
    const from = newClient();
    const perPerson = rateLimits['upload-links'].limit;
    const { limit, windowSeconds } = rateLimits['upload-links-from'];
    const people = await Promise.all(
      Array.from({ length: Math.ceil(limit / perPerson) + 1 }, () => registerVerified('parent')),
    );
    await fill(limit, (i) => askPhoto(people[Math.floor(i / perPerson)]!.idToken, from));
    const fresh = people.at(-1)!;
    const refused = await askPhoto(fresh.idToken, from);
    expectRefusal(refused, windowSeconds);
    expect(refused.body).not.toHaveProperty('url');
    // The same person from elsewhere still gets a link: their own count was untouched.
    expect((await askPhoto(fresh.idToken)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_LIMIT } from '../../lambdas/core/contacts/contact-limit.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { inbox, unread } from '../support/inbox.js';
import { parentWithPackage } from '../support/jobs.js';
import { mailTo } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';
import { contactLimitLock } from '../support/setting-lock.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;

const contact = (token: string, uid: string, message = '') =>
  api('POST', `/api/caregivers/${uid}/contact`, { token, body: { message } });
const history = (token: string) => api('GET', '/api/my/contacts', { token });
const currentLimit = async () => (await api('GET', '/api/contact-limit')).body.limit as number;
const setLimit = (token: string, limit: unknown) =>
  api('PUT', '/api/admin/contact-limit', { token, body: { limit } });
const packageMessage =
  'A parent package (1, 3 or 12 months) lets you contact caregivers without limit.';

/**
 * Live caregivers shared by the tests below (each test has its own parent). The limit is a
 * global setting; only the admin test in this file changes it, and puts it back, so every
 * other test runs at the default. Tests in one file run one after another; other files that
 * change the limit wait for the lock this file holds.
 */
const POOL = 20;
let pool: Person[] = [];
let admin: string;

beforeAll(async () => {
  await contactLimitLock.acquire();
  pool = await Promise.all(
    Array.from({ length: POOL }, (_, i) => liveCaregiver(`Pool Nanny ${i + 1}`)),
  );
  admin = (await signIn('admin@demo.test', DEMO_PASSWORD)).idToken;
}, 300_000);
afterAll(() => contactLimitLock.release());

describe('contacting caregivers', () => {
  it('within the free limit: the caregiver is told, the history knows, the details stay theirs', async () => {
    expect(await currentLimit()).toBe(DEFAULT_CONTACT_LIMIT);
    const parent = await registerVerified('parent');
    const nanny = pool[0]!;
    const before = await unread(nanny.idToken);

    const contacted = await contact(parent.idToken, nanny.uid, 'Are you free in March?');
    // Their phone and e-mail wait for the caregiver to share them (test/security/contact-harvest).
    expect(contacted).toEqual({
      status: 200,
      body: {
        caregiver: { uid: nanny.uid, fullname: 'Pool Nanny 1' },
        details: null,
        conversation_id: expect.stringMatching(/^[0-9a-f]{40}$/),
        remaining: DEFAULT_CONTACT_LIMIT - 1,
      },
    });

    const listed = await history(parent.idToken);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      limit: DEFAULT_CONTACT_LIMIT,
      used: 1,
      hasPackage: false,
      contacts: [
        {
          caregiver_id: nanny.uid,
          caregiver_name: 'Pool Nanny 1',
          times: 1,
          conversation_id: contacted.body.conversation_id,
          closed: false,
          details: null,
        },
      ],
    });
    const [entry] = listed.body.contacts;
    expect(entry.lastAt).toBe(entry.firstAt);
    expect(Math.abs(entry.firstAt - Date.now())).toBeLessThan(60_000);

    // The caregiver is told in the app and by e-mail, with the message.
    expect(await unread(nanny.idToken)).toBe(before + 1);
    const [notice] = await inbox(nanny.idToken);
    expect(notice!.template).toEqual({
      name: 'contact',
      data: {
        name: 'A family',
        message: 'Are you free in March?',
        conversation_id: contacted.body.conversation_id,
      },
    });
    const mails = await mailTo(nanny.email);
    expect(mails[0]!.subject).toBe('A family wants to contact you');
    expect(mails[0]!.body.text).toContain('Are you free in March?');
    // The e-mail leads to the conversation, where the caregiver replies (and may share).
    expect(mails[0]!.body.text).toContain(`/messages/${contacted.body.conversation_id}`);

    // The public page still never carries them.
    const cv = await api('GET', `/api/profiles/${nanny.uid}`);
    expect(cv.status).toBe(200);
    expect(JSON.stringify(cv.body)).not.toContain(nanny.email);
    expect(JSON.stringify(cv.body)).not.toContain('971234567');
  });

  it('contacting the same caregiver again is free and still tells them', async () => {
    const parent = await registerVerified('parent');
    const nanny = pool[1]!;
    expect((await contact(parent.idToken, nanny.uid)).body.remaining).toBe(
      DEFAULT_CONTACT_LIMIT - 1,
    );
    const before = await unread(nanny.idToken);
    const again = await contact(parent.idToken, nanny.uid, 'Following up');
    expect(again).toMatchObject({ status: 200, body: { remaining: DEFAULT_CONTACT_LIMIT - 1 } });
    expect(await unread(nanny.idToken)).toBe(before + 1);
    const listed = await history(parent.idToken);
    expect(listed.body).toMatchObject({
      used: 1,
      contacts: [{ caregiver_id: nanny.uid, times: 2 }],
    });
    expect(listed.body.contacts[0].lastAt).toBeGreaterThanOrEqual(listed.body.contacts[0].firstAt);
  });

  it('at the limit: refused with what a package gives, and nothing is stored', async () => {
    const parent = await registerVerified('parent');
    const allowed = pool.slice(0, DEFAULT_CONTACT_LIMIT);
    for (const nanny of allowed)
      expect((await contact(parent.idToken, nanny.uid)).status).toBe(200);
    const extra = pool[DEFAULT_CONTACT_LIMIT]!;
    const unreadBefore = await unread(extra.idToken);
    const mailsBefore = (await mailTo(extra.email)).length;

    const refused = await contact(parent.idToken, extra.uid, 'Hello');
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'permission-denied',
        message: `You have used your ${DEFAULT_CONTACT_LIMIT} free contacts. ${packageMessage}`,
      },
    });
    expect(JSON.stringify(refused.body)).not.toContain(extra.email);

    const listed = await history(parent.idToken);
    expect(listed.body.used).toBe(DEFAULT_CONTACT_LIMIT);
    expect(
      listed.body.contacts.map((c: { caregiver_id: string }) => c.caregiver_id).sort(),
    ).toEqual(allowed.map((nanny) => nanny.uid).sort());
    expect(await unread(extra.idToken)).toBe(unreadBefore);
    expect((await mailTo(extra.email)).length).toBe(mailsBefore);

    // Those already contacted stay reachable at the limit.
    expect((await contact(parent.idToken, allowed[0]!.uid)).status).toBe(200);
  });

  it('with a parent package: no limit and nothing counted', async () => {
    const parent = await parentWithPackage();
    const many = pool.slice(0, DEFAULT_CONTACT_LIMIT + 2);
    for (const nanny of many) {
      expect(await contact(parent.idToken, nanny.uid)).toMatchObject({
        status: 200,
        body: { remaining: null, caregiver: { uid: nanny.uid }, details: null },
      });
    }
    const listed = await history(parent.idToken);
    expect(listed.body).toMatchObject({ used: 0, hasPackage: true });
    expect(listed.body.contacts).toHaveLength(many.length);
    // Newest first: the last one contacted leads.
    expect(listed.body.contacts[0].caregiver_id).toBe(many.at(-1)!.uid);
  });

  it('only a live caregiver or cook can be contacted, and the message has bounds', async () => {
    const parent = await registerVerified('parent');
    const hidden = await registerVerified('childcarer');
    const other = await registerVerified('parent');
    for (const uid of [hidden.uid, other.uid, 'no-such-user']) {
      expect(await contact(parent.idToken, uid)).toMatchObject({
        status: 404,
        body: { message: 'This profile is not public' },
      });
    }
    expect((await contact(parent.idToken, pool[0]!.uid, 'x'.repeat(501))).status).toBe(400);
    expect((await history(parent.idToken)).body).toMatchObject({ used: 0, contacts: [] });
    // Caregivers do not contact caregivers.
    expect((await contact(pool[1]!.idToken, pool[0]!.uid)).status).toBe(403);
  });

  it('20 contacts at once at the default limit: exactly that many succeed', async () => {
    expect(await currentLimit()).toBe(DEFAULT_CONTACT_LIMIT);
    const parent = await registerVerified('parent');
    const answers = await Promise.all(pool.map((nanny) => contact(parent.idToken, nanny.uid)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_CONTACT_LIMIT);
    expect(statuses.filter((status) => status === 403)).toHaveLength(POOL - DEFAULT_CONTACT_LIMIT);
    const listed = await history(parent.idToken);
    expect(listed.body.used).toBe(DEFAULT_CONTACT_LIMIT);
    expect(listed.body.contacts).toHaveLength(DEFAULT_CONTACT_LIMIT);
  });

  it('an admin sets the limit; nobody else can', async () => {
    const previous = await currentLimit();
    const parent = await registerVerified('parent');
    expect(await setLimit(parent.idToken, 10)).toMatchObject({ status: 403 });
    expect(await setLimit(pool[0]!.idToken, 10)).toMatchObject({ status: 403 });
    for (const bad of [-1, 1.5, 1001, '2'])
      expect((await setLimit(admin, bad)).status, String(bad)).toBe(400);
    expect(await currentLimit()).toBe(previous);
    try {
      expect(await setLimit(admin, 1)).toEqual({ status: 200, body: { limit: 1 } });
      expect(await currentLimit()).toBe(1);
      expect((await contact(parent.idToken, pool[0]!.uid)).body.remaining).toBe(0);
      expect(await contact(parent.idToken, pool[1]!.uid)).toMatchObject({
        status: 403,
        body: { message: `You have used your 1 free contact. ${packageMessage}` },
      });
      expect((await history(parent.idToken)).body).toMatchObject({ limit: 1, used: 1 });
    } finally {
      expect((await setLimit(admin, previous)).status).toBe(200);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_LIMIT } from '../../lambdas/core/contacts/contact-limit.js';
import { db } from '../../lambdas/core/db/service.js';
import { tellJobMatch } from '../../lambdas/core/jobs/job-match.js';
import { jobs } from '../../lambdas/core/jobs/jobs.js';
import { env } from '../../lambdas/ports/env.js';
import { sendMail } from '../../lambdas/ports/mail.js';
import { stagedUploadsPrefix } from '../../lambdas/core/profiles/user-files.js';
import { storage } from '../../lambdas/ports/storage.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buy, verify } from '../support/checkout.js';
import { like, writePost } from '../support/community.js';
import { unread } from '../support/inbox.js';
import { mealOrderForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { mailTo, waitForMail } from '../support/mail.js';
import {
  caregiverBasics,
  liveCaregiver,
  realPdf,
  sendToPresignedPost,
} from '../support/profiles.js';
import { payOnHostedPage } from '../support/sandbox.js';
import { contactLimitLock } from '../support/setting-lock.js';

/**
 * Abuse: concurrency, replays and uploads, in one place. Items proven elsewhere, not
 * repeated here:
 * - 50 users liking one post at once count 50: test/integration/community.test.ts
 * - a payment webhook sent 10 times (5 at once) grants once, and verify + 4 webhooks at once:
 *   test/integration/checkout.test.ts; two first purchases at once earn one commission:
 *   test/integration/referral-commission.test.ts
 * - an upload whose content is not its type (executable as PDF, text as photo) is refused and
 *   deleted: test/integration/documents.test.ts, community.test.ts; another user's key is
 *   refused: documents.test.ts ("refuses files of another user"), community.test.ts
 * - rate limits: test/security/rate-limits.test.ts; mass assignment: mass-assignment.test.ts
 */
type Account = Awaited<ReturnType<typeof registerVerified>>;
const AT_ONCE = 50;
const many = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: AT_ONCE }, (_, i) => make(i)));
/** Accounts are set up 10 at a time (the races are the requests after, not the sign-ups). */
async function accounts(type: 'parent' | 'childcarer' | 'cook', count = AT_ONCE) {
  const made: Account[] = [];
  while (made.length < count)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, count - made.length) }, () => registerVerified(type)),
      )),
    );
  return made;
}

describe('50 at once: exactly the allowed winners, counters right', { timeout: 180_000 }, () => {
  it('a username: one gets it, everyone else a distinct suffixed name', async () => {
    const people = await accounts('childcarer');
    const wanted = `race${randomUUID().slice(0, 6)}`;
    const answers = await Promise.all(
      people.map((p) =>
        api('PUT', '/api/profile/basic-information', {
          token: p.idToken,
          body: { ...caregiverBasics, username: wanted, version: 1 },
        }),
      ),
    );
    // Under this contention every save ends in a name of its own (200) or, if none could be
    // reserved, 409: never 503 (a transaction conflict is retried or read as "taken"), and a
    // refused save changed nothing.
    expect(answers.filter((a) => a.status === 503)).toEqual([]);
    const saved = answers.filter((a) => a.status === 200);
    for (const [i, a] of answers.entries()) {
      if (a.status === 200) continue;
      expect(a.status, JSON.stringify(a.body)).toBe(409);
      expect(
        (await api('GET', '/api/me', { token: people[i]!.idToken })).body.username,
      ).toBeUndefined();
    }
    expect(saved.length).toBeGreaterThan(AT_ONCE / 2);
    const names = saved.map((a) => String(a.body.username));
    expect(names.filter((n) => n === wanted)).toHaveLength(1);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(new RegExp(`^${wanted}([0-9a-f]{4})?$`));
  });

  it('a cook order: one cook takes it, 49 are told another cook took it, one notice', async () => {
    const family = await registerVerified('parent');
    const cooks = await accounts('cook');
    const posted = await api('POST', '/api/meal-orders', {
      token: family!.idToken,
      body: mealOrderForm(),
    });
    expect(posted.status).toBe(201);
    const id = String(posted.body.post_id);
    const answers = await Promise.all(
      cooks.map((c) =>
        api('POST', `/api/meal-orders/${id}/take`, {
          token: c!.idToken,
          body: { lat: -15.3875, lng: 28.3228 },
        }),
      ),
    );
    const won = answers.flatMap((a, i) => (a.status === 200 ? [cooks[i]!] : []));
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({
        status: 409,
        body: { message: 'Another cook took this order first.' },
      });
    }
    expect(await jobs.get(id)).toMatchObject({ pending: false, cook_id: won[0]!.uid });
    expect(await unread(family!.idToken)).toBe(1);
  });

  it('a like by one user, 50 times at once: one like', async () => {
    const [author, reader] = await Promise.all([
      registerVerified('parent'),
      registerVerified('cook'),
    ]);
    const post = await writePost(author.idToken);
    const answers = await many(() => like(reader.idToken, post.post_id));
    for (const a of answers) expect(a.status).toBe(200);
    expect((await db().entities.post.get({ post_id: post.post_id }).go()).data?.likes).toBe(1);
  });

  it('a featured purchase confirmed 50 times at once: one placement, one order completed', async () => {
    const nanny = await liveCaregiver('Racing Featured');
    const { order, link } = await buy(nanny, 'featured-1w');
    const back = await payOnHostedPage(link, 'approve');
    const before = Date.now();
    const answers = await many(() => verify(nanny, back));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const { data: user } = await db().entities.user.get({ uid: nanny.uid }).go();
    const week = 7 * 86_400_000;
    expect(user!.featured).toBeGreaterThanOrEqual(before + week - 120_000);
    expect(user!.featured).toBeLessThanOrEqual(Date.now() + week);
    const ends = await db().entities.featuredEnd.query.byEnd({}).go({ pages: 'all' });
    expect(ends.data.filter((e) => e.uid === nanny.uid)).toHaveLength(1);
    const mine = await api('GET', '/api/my/orders', { token: nanny.idToken });
    expect(mine.body.orders.filter((o: { oid: string }) => o.oid === order.oid)).toEqual([
      expect.objectContaining({ status: 'COMPLETED' }),
    ]);
  });

  describe('contacts within the free limit (the global limit at its default)', () => {
    beforeAll(() => contactLimitLock.acquire(), 300_000);
    afterAll(() => contactLimitLock.release());

    it(`50 at once over 10 caregivers: exactly ${DEFAULT_CONTACT_LIMIT} contacted`, async () => {
      const [parent, ...pool] = await Promise.all([
        registerVerified('parent'),
        ...Array.from({ length: 10 }, (_, i) => liveCaregiver(`Race Nanny ${i}`)),
      ]);
      const answers = await many((i) =>
        api('POST', `/api/caregivers/${pool[i % pool.length]!.uid}/contact`, {
          token: parent!.idToken,
          body: { message: '' },
        }),
      );
      // 503 is the honest answer of a request whose transaction kept meeting the others on the
      // same counter until its retries ran out (db/transact.ts): it wrote nothing, which the
      // history below proves. A busy machine makes more of them; the invariants must still hold.
      for (const a of answers)
        expect([200, 403, 409, 429, 503], JSON.stringify(a.body)).toContain(a.status);
      const history = await api('GET', '/api/my/contacts', { token: parent!.idToken });
      expect(history.body.used).toBe(DEFAULT_CONTACT_LIMIT);
      const contacted = (history.body.contacts as { caregiver_id: string }[]).map(
        (c) => c.caregiver_id,
      );
      expect(contacted).toHaveLength(DEFAULT_CONTACT_LIMIT);
      // Every answer that gave details is about one of them.
      const given = answers.filter((a) => a.status === 200).map((a) => a.body.caregiver.uid);
      expect(given.length).toBeGreaterThanOrEqual(DEFAULT_CONTACT_LIMIT);
      for (const uid of given) expect(contacted).toContain(uid);
    });
  });
});

describe('replays', () => {
  it('a job-match event delivered 3 times (twice at once) e-mails each caregiver once', async () => {
    const region = `Replay ${randomUUID().slice(0, 8)}`;
    const where = { basics: { currently_in: 'Botswana', region, town: 'Gaborone' } };
    const fits = await liveCaregiver('Fits Replay', {
      ...where,
      roles: { positions: ['Governess'] },
    });
    const parent = await parentWithPackage();
    const about = (mail: { body: { text?: string } }) =>
      (mail.body.text ?? '').includes(`/job/${id}`);
    const id = await publishedJob(parent.idToken, {
      position: 'Governess',
      currently_in: 'Botswana',
      region,
      town: 'Gaborone',
    });
    await waitForMail(fits.email, about); // the first delivery, through the event bus
    const deps = { sendMail, appUrl: env('mail').APP_URL, now: Date.now };
    // The queue's message for them, delivered twice more at once (SQS is at-least-once).
    const again = await Promise.all([
      tellJobMatch(deps, id, fits.uid),
      tellJobMatch(deps, id, fits.uid),
    ]);
    expect(again).toEqual(['skipped', 'skipped']);
    expect((await mailTo(fits.email)).filter(about)).toHaveLength(1);
  });
});

describe('uploads: refused, nothing stored', () => {
  let nanny: Account;
  beforeAll(async () => {
    nanny = await registerVerified('childcarer');
  });
  const ask = (body: Record<string, unknown>) =>
    api('POST', '/api/profile/uploads', { token: nanny.idToken, body });
  const confirm = (key: string) =>
    api('POST', '/api/profile/uploads/confirm', {
      token: nanny.idToken,
      body: { kind: 'cv', key },
    });

  it('a declared type the kind does not take is refused before any upload', async () => {
    const asked = await ask({
      kind: 'cv',
      filename: 'cv.exe',
      contentType: 'application/x-msdownload',
    });
    expect(asked.status).toBe(400);
    expect(asked.body.url).toBeUndefined();
  });

  it('a file over the size bound is refused by storage, and confirm finds nothing', async () => {
    const asked = await ask({ kind: 'cv', filename: 'big.pdf', contentType: 'application/pdf' });
    expect(asked.status).toBe(200);
    const big = Buffer.concat([
      realPdf,
      Buffer.alloc(Number(asked.body.maxBytes) + 1 - realPdf.length),
    ]);
    const form = new FormData();
    for (const [n, v] of Object.entries(asked.body.fields as Record<string, string>))
      form.append(n, v);
    form.append('file', new Blob([new Uint8Array(big)], { type: 'application/pdf' }), 'big.pdf');
    // S3 refuses it (content-length-range); s3rver does not, so then the confirm step must.
    await fetch(String(asked.body.url), { method: 'POST', body: form });
    const confirmed = await confirm(String(asked.body.key));
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toMatch(/did not receive the file|larger than 10 MB/);
    expect(await storage.size(String(asked.body.key))).toBeUndefined();
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body.docUrl).toBeUndefined();
  });

  it('a path-traversal file name stays inside the user’s own prefix', async () => {
    const asked = await ask({
      kind: 'cv',
      filename: '../../other-user/media/../../etc/passwd.pdf',
      contentType: 'application/pdf',
    });
    expect(asked.status).toBe(200);
    const key = String(asked.body.key);
    expect(key.startsWith(stagedUploadsPrefix(nanny.uid))).toBe(true);
    expect(key.slice(stagedUploadsPrefix(nanny.uid).length)).not.toContain('/');
    await sendToPresignedPost(asked.body, realPdf, 'application/pdf', 'x.pdf');
    expect(await storage.size(key)).toBe(realPdf.length);
  });

  it('keys outside the caller’s prefix or with traversal are refused, and nothing changes', async () => {
    const other = await registerVerified('cook');
    for (const key of [
      `${other.uid}/media/x.pdf`,
      `${stagedUploadsPrefix(other.uid)}x.pdf`,
      `${stagedUploadsPrefix(nanny.uid)}../../${other.uid}/media/x.pdf`,
      `${nanny.uid}/media/../${other.uid}/media/x.pdf`,
      `../${nanny.uid}/media/x.pdf`,
      `${nanny.uid}/x.pdf`,
      `${nanny.uid}/media/%2e%2e%2fx.pdf`,
    ]) {
      const refused = await confirm(key);
      expect([400, 403], `${key}: ${JSON.stringify(refused.body)}`).toContain(refused.status);
    }
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body.docUrl).toBeUndefined();
  });
});

import { beforeEach, inject, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { rateLimits, rateLimitKinds } from '../../lambdas/core/rate-limits/limits.js';
import { RateLimited, rateLimiter } from '../../lambdas/core/rate-limits/rate-limiter.js';
import { routeList, routes } from '../../lambdas/http/routes.js';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.js';
import { api, baseUrl } from '../support/api.js';
import { initiateAuth } from '../support/cognito-sign-in.js';
import { comment, writePost } from '../support/community.js';
import { latestCode, mailTo, waitForMail } from '../support/mail.js';
import { liveCaregiver } from '../support/profiles.js';
import { clearOfWindowEdge, EDGE_MARGIN_MS, expectRefusal, fill } from '../support/limits.js';

/**
 * Abuse: per-caller rate limits (lambdas/core/rate-limits/limits.ts). Past a limit the
 * API answers 429 `resource-exhausted` with when to try again (message and Retry-After), and
 * the refused request changes nothing. Sign-in attempts are limited by the Cognito
 * pre-/post-authentication triggers (cognito-local runs them the same way).
 * API Gateway's stage throttling is infra's (test/infra).
 */
/** A call that keeps the response headers (Retry-After). */
async function call(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, any>,
  };
}

describe('the limits table', () => {
  it('gives every kind a positive limit, a window and a reason', () => {
    for (const kind of rateLimitKinds) {
      const rule = rateLimits[kind];
      expect(rule.limit, kind).toBeGreaterThan(0);
      expect(rule.windowSeconds, kind).toBeGreaterThanOrEqual(60);
      expect(rule.why.length, kind).toBeGreaterThan(20);
    }
    expect(rateLimitKinds).toContain('messages');
  });

  it('the routes that write or mail on a caller’s behalf declare their limit', () => {
    expect(routes.contactCaregiver.rateLimit).toBe('contacts');
    const declared = Object.fromEntries(
      routeList.filter((r) => r.rateLimit).map((r) => [`${r.method} ${r.path}`, r.rateLimit]),
    );
    expect(declared).toEqual({
      'POST /api/auth/register': ['mail', 'sign-ups-from', 'sign-ups-from-a-day'],
      'POST /api/auth/verification': 'mail',
      'POST /api/auth/password-reset': 'mail',
      'PUT /api/account/email': 'mail',
      'PUT /api/account/sms/phone': 'sms-codes',
      // Codes by text (issue 30): per caller here, per number and country in the domain.
      'POST /api/auth/phone/code': ['phone-codes-from', 'phone-codes-from-a-day'],
      'POST /api/auth/phone/register': ['sign-ups-from', 'sign-ups-from-a-day'],
      'POST /api/account/phone/code': 'sms-codes',
      'POST /api/account/sign-in-phone/code': 'sms-codes',
      'POST /api/contact': ['mail', 'contact-form-from'],
      'POST /api/profile/uploads': ['upload-links', 'upload-links-from'],
      'POST /api/posts/uploads': ['upload-links', 'upload-links-from'],
      'POST /api/caregivers/{uid}/contact': 'contacts',
      'POST /api/jobs': 'job-posts',
      'POST /api/jobs/{id}/publish': 'job-posts',
      'POST /api/posts': 'posts',
      'POST /api/posts/{id}/comments': 'comments',
      'POST /api/posts/{id}/comments/{cid}/replies': 'comments',
      'POST /api/conversations/{id}/messages': 'messages',
      'POST /api/hires/{id}/{uid}/wages': 'wage-payments',
      'PUT /api/my/payout-number': 'payout-number',
    });
  });

  it('counts per window: full now, open again in the next window, and the item expires', async () => {
    const subject = `probe-${crypto.randomUUID()}`;
    const { limit, windowSeconds } = rateLimits.posts;
    const now = Date.now();
    await Promise.all(
      Array.from({ length: limit + 5 }, () =>
        rateLimiter.consume('posts', subject, now).catch((e: unknown) => e),
      ),
    ).then((outcomes) => {
      // Exactly `limit` winners out of limit + 5 at once: the guard is in the write.
      expect(outcomes.filter((o) => o === undefined)).toHaveLength(limit);
      expect(outcomes.filter((o) => o instanceof RateLimited)).toHaveLength(5);
    });
    const later = now + windowSeconds * 1000;
    await expect(rateLimiter.consume('posts', subject, later)).resolves.toBeUndefined();
    const { data } = await db()
      .entities.rateLimit.query.byWindow({ kind: 'posts', subject })
      .go({ pages: 'all' });
    expect(data.map((item) => item.count).sort()).toEqual([1, limit].sort());
    for (const item of data) expect(item.expiresAt).toBe(Number(item.window) + windowSeconds);
  });
});

describe('per-user limits on the API', () => {
  beforeEach(clearOfWindowEdge, EDGE_MARGIN_MS + 5000);

  it(`contacts: ${rateLimits.contacts.limit} an hour, then 429 and nothing recorded`, async () => {
    const [parent, nanny] = await Promise.all([registerVerified('parent'), liveCaregiver()]);
    const path = `/api/caregivers/${nanny.uid}/contact`;
    // Contacting the same caregiver again is free (no package needed), so one caregiver will do.
    await fill(rateLimits.contacts.limit, () =>
      call('POST', path, { message: '' }, parent.idToken),
    );
    expectRefusal(
      await call('POST', path, { message: 'again' }, parent.idToken),
      rateLimits.contacts.windowSeconds,
    );
    const history = await call('GET', '/api/my/contacts', undefined, parent.idToken);
    expect(history.body.contacts[0].times).toBe(rateLimits.contacts.limit);
    // Another parent is not affected.
    const other = await registerVerified('parent');
    expect((await call('POST', path, { message: '' }, other.idToken)).status).toBe(200);
  });

  it(`posts: ${rateLimits.posts.limit} an hour; comments: ${rateLimits.comments.limit}`, async () => {
    const author = await registerVerified('parent');
    const body = { title: 'Finding a nanny', info: 'What worked for you?' };
    await fill(rateLimits.posts.limit, () => call('POST', '/api/posts', body, author.idToken));
    expectRefusal(
      await call('POST', '/api/posts', { ...body, title: 'One more' }, author.idToken),
      rateLimits.posts.windowSeconds,
    );
    const mine = await call('GET', '/api/my/posts', undefined, author.idToken);
    expect(JSON.stringify(mine.body)).not.toContain('One more');

    const post = await writePost((await registerVerified('cook')).idToken);
    await fill(rateLimits.comments.limit, () => comment(author.idToken, post.post_id, 'Me too'));
    expectRefusal(
      await call('POST', `/api/posts/${post.post_id}/comments`, { info: 'x' }, author.idToken),
      rateLimits.comments.windowSeconds,
    );
    const { data } = await db().entities.post.get({ post_id: post.post_id }).go();
    expect(data?.comments).toBe(rateLimits.comments.limit);
  });

  it(`mail triggers: ${rateLimits.mail.limit} an hour per address, whatever its case`, async () => {
    const user = await registerVerified('parent'); // one verification mail
    const { limit, windowSeconds } = rateLimits.mail;
    const before = (await mailTo(user.email)).length;
    await fill(limit - 1, () => call('POST', '/api/auth/password-reset', { email: user.email }), 3);
    // Sent by the mail queue's consumer, a little after the answers.
    await waitForMail(user.email, () => true, before + limit - 1);
    expect((await mailTo(user.email)).length).toBe(before + limit - 1);
    expectRefusal(
      await call('POST', '/api/auth/password-reset', { email: user.email.toUpperCase() }),
      windowSeconds,
    );
    // The same address on the other mail routes shares the count.
    expectRefusal(
      await call('POST', '/api/auth/verification', { email: user.email }),
      windowSeconds,
    );
    const contactForm = { name: 'A', email: user.email, subject: 'Hi', message: 'Hello there' };
    expectRefusal(await call('POST', '/api/contact', contactForm), windowSeconds);
    expect((await mailTo(user.email)).length).toBe(before + limit - 1);
    // Another address is not affected.
    expect((await call('POST', '/api/auth/password-reset', { email: uniqueEmail() })).status).toBe(
      200,
    );
  });
});

describe('sign-in attempts (Cognito pre-authentication trigger)', () => {
  beforeEach(clearOfWindowEdge, EDGE_MARGIN_MS + 5000);
  const settings = () => inject('settings');
  const attempt = (email: string, password: string) =>
    initiateAuth(
      settings().COGNITO_PUBLIC_ENDPOINT!,
      settings().USER_POOL_CLIENT_ID!,
      email,
      password,
    );

  it(`refuses after ${rateLimits['sign-in'].limit} failures, even the right password`, async () => {
    const user = await registerVerified('parent');
    const { limit } = rateLimits['sign-in'];
    for (let i = 0; i < limit; i++) {
      expect((await attempt(user.email, 'Wrong-pass-1')).__type).toMatch(
        /NotAuthorized|InvalidPassword/,
      );
    }
    for (const password of ['Wrong-pass-1', user.password]) {
      const refused = await attempt(user.email, password);
      expect(refused.__type).toBe('UserLambdaValidationException');
      expect(refused.message).toMatch(
        /^PreAuthentication failed with error Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
      );
    }
    // Someone else is not affected.
    const other = await registerVerified('parent');
    await expect(signIn(other.email, other.password)).resolves.toHaveProperty('idToken');
  });

  it('a password reset ends the lockout: the new password signs in at once', async () => {
    const user = await registerVerified('parent');
    const { limit } = rateLimits['sign-in'];
    for (let i = 0; i < limit; i++) await attempt(user.email, 'Wrong-pass-1');
    expect((await attempt(user.email, user.password)).__type).toBe('UserLambdaValidationException');
    expect(
      (await api('POST', '/api/auth/password-reset', { body: { email: user.email } })).status,
    ).toBe(200);
    const oobCode = await latestCode(user.email, 'resetPassword');
    const reset = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'Fresh-pass-1' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await expect(signIn(user.email, 'Fresh-pass-1')).resolves.toHaveProperty('idToken');
    // The count starts again from zero, not from where the lockout was.
    expect((await attempt(user.email, 'Wrong-pass-1')).__type).toMatch(
      /NotAuthorized|InvalidPassword/,
    );
    await expect(signIn(user.email, 'Fresh-pass-1')).resolves.toHaveProperty('idToken');
  });

  it('counts failures only: many right sign-ins never lock a user out', async () => {
    const user = await registerVerified('cook');
    for (let i = 0; i < rateLimits['sign-in'].limit + 5; i++) {
      await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
    }
    expect((await attempt(user.email, 'Wrong-pass-1')).__type).toMatch(
      /NotAuthorized|InvalidPassword/,
    );
    await expect(signIn(user.email, user.password)).resolves.toHaveProperty('idToken');
  });
});

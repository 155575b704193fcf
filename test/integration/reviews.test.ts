import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';

type Person = Awaited<ReturnType<typeof registerVerified>>;

const review = (token: string, body: Record<string, unknown>) =>
  api('POST', '/api/reviews', { token, body });
const reviewsOf = (uid: string, cursor?: string) =>
  api('GET', `/api/users/${uid}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
const hires = (token: string) => api('GET', '/api/my/hires', { token });
const stored = async (uid: string) =>
  (await db().entities.review.query.byAbout({ about: uid }).go({ pages: 'all' })).data;

/** A free-text region of a country we list no regions for: a search partition of the test's own. */
const ownRegion = () => ({
  basics: { currently_in: 'Botswana', region: `Region ${randomUUID().slice(0, 8)}` },
});

/** A parent's published job offered to the caregiver; accepted unless told otherwise. */
async function hire(nanny: Person, accept = true, parent?: Person) {
  const family = parent ?? (await parentWithPackage());
  const post_id = await publishedJob(family.idToken, { contact: 'Mrs Phiri' });
  const offered = await api('POST', `/api/jobs/${post_id}/offers`, {
    token: family.idToken,
    body: { caregiver_id: nanny.uid, message: '' },
  });
  expect(offered.status).toBe(201);
  if (accept) {
    const answered = await api('PUT', `/api/jobs/${post_id}/offers/${nanny.uid}`, {
      token: nanny.idToken,
      body: { status: 'accepted' },
    });
    expect(answered.status).toBe(200);
  }
  return { parent: family, post_id, key: { post_id, caregiver_id: nanny.uid } };
}

const words = { text: 'Kind, punctual and the children loved her.' };

/** The person deletes their account (the same form the SPA sends). */
async function deleteAccount(person: Person) {
  const deleted = await api('POST', '/api/account/delete', {
    token: person.idToken,
    body: { currentPassword: person.password },
  });
  expect(deleted.status).toBe(200);
}

/** The reviewed person reports a review and an admin hides it. */
async function hideReview(reporter: Person, review_id: string) {
  const body = { kind: 'review', review_id, reason: 'Not true' };
  expect((await api('POST', '/api/reports', { token: reporter.idToken, body })).status).toBe(201);
  const { reportIdOf } = await import('../../lambdas/core/reports/admin-reports.js');
  const id = reportIdOf({ kind: 'review', target: review_id, reporter: reporter.uid });
  const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
  const hidden = await api('PUT', `/api/admin/reports/${id}/decision`, {
    token: admin.idToken,
    body: { action: 'hide' },
  });
  expect(hidden.status).toBe(200);
}

/**
 * One 5-star review left (`reviewId`): the list, the public profile and the search cards (a
 * min_rating=5 search in the caregiver's Botswana region) all say average 5 from 1 review.
 */
async function expectOnlyFiveStars(uid: string, region: string, reviewId: string) {
  const list = await reviewsOf(uid);
  expect(list.body).toMatchObject({ average: 5, count: 1 });
  expect(list.body.reviews.map((r: { id: string }) => r.id)).toEqual([reviewId]);
  expect((await api('GET', `/api/profiles/${uid}`)).body).toMatchObject({
    Ratings: 5,
    ratingCount: 1,
  });
  const query = new URLSearchParams({ country: 'Botswana', region, min_rating: '5' });
  const found = await api('GET', `/api/caregivers?${query.toString()}`);
  expect(found.body.caregivers).toEqual([
    expect.objectContaining({ uid, Ratings: 5, ratingCount: 1 }),
  ]);
}

describe('reviews after a hire', () => {
  it('nobody reviews without a hire: an offer not accepted, or no offer at all', async () => {
    const nanny = await registerVerified('childcarer');
    const { parent, key } = await hire(nanny, false);
    const refused = {
      status: 403,
      body: {
        message:
          'You can review someone once they have accepted your offer, or you have accepted theirs.',
      },
    };
    expect(await review(parent.idToken, { ...key, stars: 5, ...words })).toMatchObject(refused);
    expect(await review(nanny.idToken, { ...key, stars: 5, ...words })).toMatchObject(refused);
    const stranger = await parentWithPackage();
    const other = await registerVerified('childcarer');
    expect(
      await review(stranger.idToken, {
        post_id: key.post_id,
        caregiver_id: other.uid,
        stars: 4,
        ...words,
      }),
    ).toMatchObject(refused);
    // A third party cannot review someone else's hire either.
    const accepted = await hire(other);
    expect(await review(stranger.idToken, { ...accepted.key, stars: 1, ...words })).toMatchObject(
      refused,
    );
    expect(await stored(nanny.uid)).toEqual([]);
    expect(await stored(other.uid)).toEqual([]);
    expect(await hires(nanny.idToken)).toMatchObject({ status: 200, body: { hires: [] } });
  });

  it('each side reviews the other once per hire; five tries at once give one review', async () => {
    const nanny = await liveCaregiver('Reviewed Nanny', ownRegion());
    const { parent, key } = await hire(nanny);

    const before = await hires(parent.idToken);
    expect(before.body.hires).toEqual([
      {
        ...key,
        parent_id: parent.uid,
        position: 'Nanny',
        other: { uid: nanny.uid, name: 'Reviewed Nanny', user_type: 'childcarer' },
        reviewed: false,
        replacesReview: false,
      },
    ]);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => review(parent.idToken, { ...key, stars: 5, ...words })),
    );
    expect(tries.map((t) => t.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const made = tries.find((t) => t.status === 201)!.body.review;
    expect(made).toMatchObject({
      post_id: key.post_id,
      about: nanny.uid,
      author: { uid: parent.uid, name: 'Family' },
      stars: 5,
      text: words.text,
      answer: null,
    });
    expect(JSON.stringify(made)).not.toContain(parent.email);
    expect(tries.find((t) => t.status === 409)!.body.message).toBe(
      'You have already reviewed this hire.',
    );
    expect(await review(parent.idToken, { ...key, stars: 1, ...words })).toMatchObject({
      status: 409,
    });

    // The caregiver reviews the family back, once.
    const back = await review(nanny.idToken, { ...key, stars: 4, text: 'A warm family.' });
    expect(back).toMatchObject({
      status: 201,
      body: { review: { about: parent.uid, author: { uid: nanny.uid, name: 'Reviewed Nanny' } } },
    });
    expect(await review(nanny.idToken, { ...key, stars: 4, ...words })).toMatchObject({
      status: 409,
    });
    expect((await hires(parent.idToken)).body.hires[0].reviewed).toBe(true);
    expect((await hires(nanny.idToken)).body.hires).toEqual([
      expect.objectContaining({
        ...key,
        other: expect.objectContaining({ uid: parent.uid }),
        reviewed: true,
      }),
    ]);

    expect(await stored(nanny.uid)).toHaveLength(1);
    const aboutParent = await reviewsOf(parent.uid);
    expect(aboutParent.body).toMatchObject({ average: 4, count: 1, cursor: null });
    expect(aboutParent.body.reviews).toEqual([expect.objectContaining({ text: 'A warm family.' })]);
  });

  it('refuses bad input and stores nothing', async () => {
    const nanny = await registerVerified('childcarer');
    const { parent, key } = await hire(nanny);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...key, stars: 0, ...words }, 'Choose 1 to 5 stars'],
      [{ ...key, stars: 6, ...words }, 'Choose 1 to 5 stars'],
      [{ ...key, stars: 2.5, ...words }, 'Choose 1 to 5 stars'],
      [{ ...key, stars: '5', ...words }, 'Choose 1 to 5 stars'],
      [{ ...key, stars: 5, text: '   ' }, 'Write a few words about the hire'],
      [{ ...key, stars: 5, text: 'x'.repeat(501) }, 'A review should be 500 characters or fewer'],
      [{ ...key, stars: 5, ...words, Ratings: 5 }, ''],
      [{ ...key, stars: 5, ...words, author: parent.uid }, ''],
    ];
    for (const [body, message] of cases) {
      const answer = await review(parent.idToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await stored(nanny.uid)).toEqual([]);
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ reviews: [], average: -1, count: 0 });
    // 500 characters are fine.
    expect((await review(parent.idToken, { ...key, stars: 3, text: 'y'.repeat(500) })).status).toBe(
      201,
    );
  });

  it('averages several hires on the profile, the list and search; min_rating filters', async () => {
    const region = ownRegion();
    const nanny = await liveCaregiver('Average Nanny', region);
    const other = await liveCaregiver('Unreviewed Nanny', region);
    const first = await hire(nanny);
    const second = await hire(nanny);
    expect(
      (await review(first.parent.idToken, { ...first.key, stars: 5, text: 'Wonderful' })).status,
    ).toBe(201);
    expect(
      (await review(second.parent.idToken, { ...second.key, stars: 4, text: 'Very good' })).status,
    ).toBe(201);

    const profile = await api('GET', `/api/profiles/${nanny.uid}`);
    expect(profile.body).toMatchObject({ Ratings: 4.5, ratingCount: 2 });
    expect((await api('GET', `/api/profiles/${other.uid}`)).body).toMatchObject({
      Ratings: -1,
      ratingCount: 0,
    });
    const list = await reviewsOf(nanny.uid);
    expect(list.body).toMatchObject({ average: 4.5, count: 2, cursor: null });
    expect(list.body.reviews.map((r: { text: string }) => r.text)).toEqual([
      'Very good',
      'Wonderful',
    ]);

    const search = async (extra: Record<string, string> = {}) =>
      (
        await api(
          'GET',
          `/api/caregivers?${new URLSearchParams({
            country: 'Botswana',
            region: region.basics.region,
            ...extra,
          }).toString()}`,
        )
      ).body.caregivers as { uid: string; Ratings: number; ratingCount: number }[];
    const all = await search();
    expect(all).toHaveLength(2);
    expect(all.find((c) => c.uid === nanny.uid)).toMatchObject({ Ratings: 4.5, ratingCount: 2 });
    expect(all.find((c) => c.uid === other.uid)).toMatchObject({ Ratings: -1, ratingCount: 0 });
    expect((await search({ min_rating: '4' })).map((c) => c.uid)).toEqual([nanny.uid]);
    expect(await search({ min_rating: '5' })).toEqual([]);
    expect(await search({ min_rating: '1' })).toHaveLength(1);
    const bad = await api('GET', '/api/caregivers?min_rating=6');
    expect(bad.status).toBe(400);
  });

  it('keeps the average exact when several families review one caregiver at once', async () => {
    const nanny = await liveCaregiver('Busy Reviewed Nanny', ownRegion());
    const hired = await Promise.all([1, 2, 4, 5].map(() => hire(nanny)));
    const answers = await Promise.all(
      hired.map(({ parent, key }, i) =>
        review(parent.idToken, { ...key, stars: [1, 2, 4, 5][i], ...words }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ average: 3, count: 4 });
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).body).toMatchObject({
      Ratings: 3,
      ratingCount: 4,
    });
  });

  it('pages the reviews about a user, 15 a page, newest first', async () => {
    const nanny = await registerVerified('childcarer');
    // Sixteen families: one family counts once however many hires (test/security/review-stuffing).
    // They hire at once (a hundred calls, too many to make one by one on a busy machine); they
    // review one after another, so the newest-first order is known.
    const hired = await Promise.all(Array.from({ length: 16 }, () => hire(nanny)));
    for (const [i, { key, parent }] of hired.entries())
      expect(
        (await review(parent.idToken, { ...key, stars: 1 + (i % 5), text: `Hire ${i}` })).status,
      ).toBe(201);
    const first = await reviewsOf(nanny.uid);
    expect(first.body.reviews).toHaveLength(15);
    expect(first.body.reviews[0].text).toBe('Hire 15');
    expect(first.body.count).toBe(16);
    expect(first.body.cursor).toEqual(expect.any(String));
    const next = await reviewsOf(nanny.uid, first.body.cursor);
    expect(next.body.reviews.map((r: { text: string }) => r.text)).toEqual(['Hire 0']);
    expect((await hires(nanny.idToken)).body.hires).toHaveLength(16);
    expect((await reviewsOf('no-such-user')).status).toBe(404);
  });

  it('the reviewed person answers once; nobody else can', async () => {
    const nanny = await registerVerified('childcarer');
    const { parent, key } = await hire(nanny);
    const made = (await review(parent.idToken, { ...key, stars: 4, ...words })).body.review;
    const answer = (token: string, body: unknown) =>
      api('PUT', `/api/reviews/${made.id}/answer`, { token, body });
    expect(await answer(parent.idToken, { text: 'Me too' })).toMatchObject({
      status: 403,
      body: { message: 'Only the person reviewed can answer.' },
    });
    expect((await answer(nanny.idToken, { text: '' })).status).toBe(400);
    expect((await answer(nanny.idToken, { text: 'x'.repeat(501) })).status).toBe(400);
    expect((await answer(nanny.idToken, { text: 'Thanks', stars: 5 })).status).toBe(400);
    const answered = await answer(nanny.idToken, { text: '  Thank you, it was a joy.  ' });
    expect(answered).toMatchObject({
      status: 200,
      body: { review: { id: made.id, answer: { text: 'Thank you, it was a joy.' } } },
    });
    expect(await answer(nanny.idToken, { text: 'Again' })).toMatchObject({
      status: 409,
      body: { message: 'You have already answered this review.' },
    });
    const listed = (await reviewsOf(nanny.uid)).body.reviews[0];
    expect(listed.answer).toEqual({
      text: 'Thank you, it was a joy.',
      created: expect.any(Number),
    });
    expect(
      (
        await api('PUT', '/api/reviews/no-such-review/answer', {
          token: nanny.idToken,
          body: { text: 'Hi' },
        })
      ).status,
    ).toBe(404);
  });

  it('a reported review an admin hides leaves the list and the average; unhide brings it back', async () => {
    const region = ownRegion();
    const nanny = await liveCaregiver('Hidden Review Nanny', region);
    const first = await hire(nanny);
    const second = await hire(nanny);
    const good = (await review(first.parent.idToken, { ...first.key, stars: 5, text: 'Great' }))
      .body.review;
    const bad = (
      await review(second.parent.idToken, { ...second.key, stars: 1, text: 'Rude words' })
    ).body.review;
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ average: 3, count: 2 });

    const report = (token: string, review_id: string, extra: object = {}) =>
      api('POST', '/api/reports', {
        token,
        body: { kind: 'review', review_id, reason: 'Not true', ...extra },
      });
    expect(await report(second.parent.idToken, bad.id)).toMatchObject({
      status: 400,
      body: { message: 'You cannot report your own review' },
    });
    expect(await report(nanny.idToken, 'no-such-review')).toMatchObject({
      status: 404,
      body: { message: 'This review is not available' },
    });
    expect((await report(nanny.idToken, bad.id, { post_id: 'p1' })).status).toBe(400);
    expect((await report(nanny.idToken, bad.id)).status).toBe(201);
    expect((await report(nanny.idToken, bad.id)).status).toBe(409);

    const admin = await signIn('admin@demo.test', DEMO_PASSWORD);
    const made = await db().entities.report.query.byReporter({ reporter: nanny.uid }).go();
    expect(made.data).toEqual([expect.objectContaining({ kind: 'review', review_id: bad.id })]);
    const { reportIdOf } = await import('../../lambdas/core/reports/admin-reports.js');
    const reportId = reportIdOf(made.data[0]!);
    const shown = await api('GET', `/api/admin/reports/${reportId}`, { token: admin.idToken });
    expect(shown.body.content).toMatchObject({
      text: 'Rude words',
      stars: 1,
      author: { uid: second.parent.uid, name: 'Family' },
      hidden: false,
    });
    const hidden = await api('PUT', `/api/admin/reports/${reportId}/decision`, {
      token: admin.idToken,
      body: { action: 'hide' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.content).toMatchObject({ hidden: true });

    await expectOnlyFiveStars(nanny.uid, region.basics.region, good.id);
    // A hidden review cannot be answered or reported again.
    expect((await report(first.parent.idToken, bad.id)).status).toBe(404);

    const restored = await api('PUT', `/api/admin/reports/${reportId}/unhide`, {
      token: admin.idToken,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ average: 3, count: 2 });
    expect(
      (await api('PUT', `/api/admin/reports/${reportId}/unhide`, { token: admin.idToken })).status,
    ).toBe(409);
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ average: 3, count: 2 });
  });

  it('the data export holds the reviews a person wrote and received, with answers', async () => {
    const nanny = await registerVerified('childcarer');
    const { parent, key } = await hire(nanny);
    const about = (await review(parent.idToken, { ...key, stars: 5, text: 'Exported words' })).body
      .review;
    await review(nanny.idToken, { ...key, stars: 4, text: 'A kind family' });
    const answered = await api('PUT', `/api/reviews/${about.id}/answer`, {
      token: nanny.idToken,
      body: { text: 'Thank you' },
    });
    expect(answered.status).toBe(200);
    const exported = await api('GET', '/api/account/export', { token: parent.idToken });
    expect(exported.body.reviews).toEqual({
      written: [
        expect.objectContaining({
          about: nanny.uid,
          text: 'Exported words',
          stars: 5,
          answer: { text: 'Thank you', created: expect.any(Number) },
        }),
      ],
      received: [
        expect.objectContaining({
          about: parent.uid,
          author: { uid: nanny.uid, name: 'Caregiver' },
          text: 'A kind family',
          stars: 4,
          answer: null,
        }),
      ],
    });
  });
});

describe('reviews when an account is deleted', () => {
  it('a deleted reviewer’s review leaves the list, the average and search; a hidden one moves nothing', async () => {
    const region = ownRegion();
    const nanny = await liveCaregiver('Left Behind Nanny', region);
    const [kind, middling, harsh] = await Promise.all([hire(nanny), hire(nanny), hire(nanny)]);
    const stay = (await review(kind.parent.idToken, { ...kind.key, stars: 5, text: 'Lovely' })).body
      .review;
    await review(middling.parent.idToken, { ...middling.key, stars: 3, text: 'Fine' });
    const hidden = (await review(harsh.parent.idToken, { ...harsh.key, stars: 1, text: 'Bad' }))
      .body.review;
    await hideReview(nanny, hidden.id);
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ average: 4, count: 2 });

    await deleteAccount(middling.parent);
    // The list, the profile and the search cards (rewritten) all show the new average.
    await expectOnlyFiveStars(nanny.uid, region.basics.region, stay.id);

    // The hidden review had already left the sums: its author's deletion leaves them alone.
    await deleteAccount(harsh.parent);
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ average: 5, count: 1 });
    expect((await stored(nanny.uid)).map((r) => r.review_id)).toEqual([stay.id]);
  });

  it('the only review gone with its author: Ratings back to -1', async () => {
    const nanny = await liveCaregiver('Once Reviewed Nanny', ownRegion());
    const { parent, key } = await hire(nanny);
    expect((await review(parent.idToken, { ...key, stars: 4, ...words })).status).toBe(201);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).body).toMatchObject({
      Ratings: 4,
      ratingCount: 1,
    });
    await deleteAccount(parent);
    expect((await api('GET', `/api/profiles/${nanny.uid}`)).body).toMatchObject({
      Ratings: -1,
      ratingCount: 0,
    });
    expect((await reviewsOf(nanny.uid)).body).toMatchObject({ reviews: [], average: -1, count: 0 });
  });

  it('the reviews about a deleted person go with them, and theirs leave the other side', async () => {
    const nanny = await registerVerified('childcarer');
    const { parent, key } = await hire(nanny);
    await review(parent.idToken, { ...key, stars: 2, ...words });
    await review(nanny.idToken, { ...key, stars: 4, text: 'A warm family' });
    expect((await reviewsOf(parent.uid)).body).toMatchObject({ average: 4, count: 1 });
    await deleteAccount(nanny);
    expect(await stored(nanny.uid)).toEqual([]);
    expect(await stored(parent.uid)).toEqual([]);
    expect((await reviewsOf(parent.uid)).body).toMatchObject({
      reviews: [],
      average: -1,
      count: 0,
    });
  });
});

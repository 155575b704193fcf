import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { parentWithPackage, publishedJob } from '../support/jobs.js';

/**
 * Review stuffing: one parent with a package posted three jobs, offered each to the same caregiver,
 * who accepted, and left three five-star reviews. One pair of people now counts once: the latest
 * review stands and replaces the earlier one (docs/decisions/jobs-and-hiring.md, "One pair of
 * people counts once in an average").
 */
type Person = Awaited<ReturnType<typeof registerVerified>>;

const review = (
  token: string,
  post_id: string,
  caregiver_id: string,
  stars: number,
  text: string,
) => api('POST', '/api/reviews', { token, body: { post_id, caregiver_id, stars, text } });
const reviewsOf = async (uid: string) => (await api('GET', `/api/users/${uid}/reviews`)).body;
const sums = async (uid: string) => {
  const { data } = await db()
    .entities.user.get({ uid })
    .go({ attributes: ['ratingSum', 'ratingCount', 'Ratings'] });
  return data;
};

/** `count` jobs of one parent, each offered to the caregiver and accepted. */
async function hires(parent: Person, nanny: Person, count: number) {
  const posts: string[] = [];
  for (let i = 0; i < count; i++) {
    const post_id = await publishedJob(parent.idToken, { contact: 'Mrs Mwale' });
    const offered = await api('POST', `/api/jobs/${post_id}/offers`, {
      token: parent.idToken,
      body: { caregiver_id: nanny.uid, message: '' },
    });
    expect(offered.status).toBe(201);
    const accepted = await api('PUT', `/api/jobs/${post_id}/offers/${nanny.uid}`, {
      token: nanny.idToken,
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    posts.push(post_id);
  }
  return posts;
}

describe('one pair of people counts once in an average', { timeout: 120_000 }, () => {
  it('three hires, three reviews by one parent: one review counts, the latest', async () => {
    const [parent, nanny] = await Promise.all([
      parentWithPackage(),
      registerVerified('childcarer'),
    ]);
    const posts = await hires(parent, nanny, 3);
    const stars = [5, 5, 2];
    for (const [i, post_id] of posts.entries()) {
      const made = await review(parent.idToken, post_id, nanny.uid, stars[i]!, `Hire ${i + 1}`);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({ replaced: i > 0 });
    }
    const listed = await reviewsOf(nanny.uid);
    expect(listed).toMatchObject({ count: 1, average: 2 });
    expect(listed.reviews).toEqual([
      expect.objectContaining({ post_id: posts[2], stars: 2, text: 'Hire 3' }),
    ]);
    expect(await sums(nanny.uid)).toEqual({ ratingSum: 2, ratingCount: 1, Ratings: 2 });

    // Another family counts on its own: (2 + 4) / 2.
    const other = await parentWithPackage();
    const [theirs] = await hires(other, nanny, 1);
    expect((await review(other.idToken, theirs!, nanny.uid, 4, 'Good')).status).toBe(201);
    expect(await reviewsOf(nanny.uid)).toMatchObject({ count: 2, average: 3 });

    // The same hire is still reviewed once; the hires list says what a review would replace.
    expect((await review(parent.idToken, posts[2]!, nanny.uid, 1, 'Again')).status).toBe(409);
    const mine = (await api('GET', '/api/my/hires', { token: parent.idToken })).body.hires;
    const byPost = new Map(mine.map((h: { post_id: string }) => [h.post_id, h]));
    expect(byPost.get(posts[2])).toMatchObject({ reviewed: true, replacesReview: false });
    expect(byPost.get(posts[0])).toMatchObject({ reviewed: false, replacesReview: true });
  });

  it('three reviews of three hires sent at once: counters stay exact', async () => {
    const [parent, nanny] = await Promise.all([
      parentWithPackage(),
      registerVerified('childcarer'),
    ]);
    const posts = await hires(parent, nanny, 3);
    const answers = await Promise.all(
      posts.map((post_id, i) => review(parent.idToken, post_id, nanny.uid, i + 3, `At once ${i}`)),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const listed = await reviewsOf(nanny.uid);
    expect(listed.count).toBe(1);
    expect(listed.reviews).toHaveLength(1);
    const kept = listed.reviews[0].stars as number;
    expect(listed.average).toBe(kept);
    expect(await sums(nanny.uid)).toEqual({ ratingSum: kept, ratingCount: 1, Ratings: kept });
  });

  it('reviews stuffed before the rule collapse into the pair’s next review', async () => {
    const [parent, nanny] = await Promise.all([
      parentWithPackage(),
      registerVerified('childcarer'),
    ]);
    const posts = await hires(parent, nanny, 3);
    // Two five-star reviews as the old code stored them: ids per hire, each counted.
    const entities = db().entities;
    for (const post_id of posts.slice(0, 2)) {
      await entities.review
        .create({
          review_id: `legacy-${post_id}`.slice(0, 40),
          post_id,
          caregiver_id: nanny.uid,
          about: nanny.uid,
          author: parent.uid,
          author_name: 'Family',
          stars: 5,
          text: 'Old',
          created: Date.now(),
        })
        .go();
      await entities.user.patch({ uid: nanny.uid }).add({ ratingSum: 5, ratingCount: 1 }).go();
    }
    expect((await reviewsOf(nanny.uid)).reviews).toHaveLength(2);

    const made = await review(parent.idToken, posts[2]!, nanny.uid, 3, 'The latest');
    expect(made).toMatchObject({ status: 201, body: { replaced: true } });
    const listed = await reviewsOf(nanny.uid);
    expect(listed).toMatchObject({ count: 1, average: 3 });
    expect(listed.reviews).toEqual([expect.objectContaining({ text: 'The latest', stars: 3 })]);
    expect(await sums(nanny.uid)).toEqual({ ratingSum: 3, ratingCount: 1, Ratings: 3 });
  });
});

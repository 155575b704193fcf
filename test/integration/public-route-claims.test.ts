import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, registerVerified, signIn, type Tokens } from '../support/accounts.js';
import { like, writePost } from '../support/community.js';
import { freshClaims, mintTrusted, tamperSignature } from '../support/tokens.js';

/**
 * Claims exactly where API Gateway passes them: only to routes with the JWT authorizer. A
 * public route that personalises (GET /api/posts/{id}: `liked`) verifies the caller's optional
 * token itself, so what passes here passes in AWS; any other public route sees no claims, even
 * when a valid token is sent.
 */
type Person = Awaited<ReturnType<typeof registerVerified>>;
let author: Person;
let reader: Person;
let admin: Tokens;
let postId: string;

const view = (token?: string) => api('GET', `/api/posts/${postId}`, { token });
const views = async () => (await db().entities.post.get({ post_id: postId }).go()).data?.views;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  [author, reader, admin] = await Promise.all([
    registerVerified('childcarer'),
    registerVerified('parent'),
    signIn('admin@demo.test', DEMO_PASSWORD),
  ]);
  postId = (await writePost(author.idToken)).post_id;
  expect((await like(reader.idToken, postId)).status).toBe(200);
}, 60_000);

describe('a public route that personalises (GET /api/posts/{id})', () => {
  it('tells a signed-in caller who liked the post so, from the token it verified itself', async () => {
    expect((await view(reader.idToken)).body).toMatchObject({ liked: true, likes: 1 });
    expect((await view(author.idToken)).body).toMatchObject({ liked: false, likes: 1 });
  });

  it('serves an anonymous caller, who likes nothing', async () => {
    const anonymous = await view();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ liked: false, likes: 1 });
  });

  it.each([
    ['a forged token (signature altered)', () => tamperSignature(reader.idToken)],
    [
      'an expired token',
      () =>
        mintTrusted(
          freshClaims(reader.idToken, { iat: nowSeconds() - 7200, exp: nowSeconds() - 60 }),
        ),
    ],
    ['the access token (not the ID token)', () => reader.accessToken],
    ['garbage', () => 'not-a-jwt'],
  ])('refuses %s with 401, as a signed-in route would, and counts no view', async (_, token) => {
    const before = await views();
    const refused = await view(await token());
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect(refused.body.code).toBe('unauthenticated');
    expect(refused.body).not.toHaveProperty('liked');
    expect(await views()).toBe(before);
  });

  it('refuses a suspended caller at once, as every signed-in route does', async () => {
    const suspended = await registerVerified('parent');
    const put = await api('PUT', `/api/admin/suspensions/${suspended.uid}`, {
      token: admin.idToken,
      body: { reason: 'Claims test' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const refused = await view(suspended.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/suspended/);
  });
});

describe('a public route that does not personalise', () => {
  it('gets no claims however valid the token sent (the access token would be refused)', async () => {
    // Were the claims passed on, the HTTP edge would refuse the access token (401) as it does
    // on every route that reads them; API Gateway passes none to a public route.
    const signedInRoute = await api('GET', '/api/me', { token: reader.accessToken });
    expect(signedInRoute.status).toBe(401);
    const plain = await api('GET', '/api/posts', { token: reader.accessToken });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.posts).toEqual(expect.any(Array));
  });
});

import type { JWTPayload } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, signIn, type Tokens } from '../support/accounts.js';
import { api, baseUrl } from '../support/api.js';
import {
  claimsOf,
  freshClaims,
  mintHmacWithPublicKey,
  mintTrusted,
  mintUnsigned,
  mintWithForeignKey,
  mintWithShippedKey,
  tamperClaims,
  tamperSignature,
} from '../support/tokens.js';

/**
 * The API takes only valid ID tokens of our pool and app client. A control token minted with
 * the pool's own key is accepted first, so each refusal below is caused by the one claim or
 * property that differs, not by a key the API never trusted.
 */
let parent: Tokens;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  parent = await signIn('parent@demo.test', DEMO_PASSWORD);
});

/** GET /api/me with the Authorization header exactly as given. */
async function me(authorization?: string) {
  const response = await fetch(`${baseUrl()}/api/me`, {
    headers: authorization === undefined ? {} : { authorization },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function expectRefused(result: { status: number; body: Record<string, unknown> }) {
  expect(result.status, JSON.stringify(result.body)).toBe(401);
  expect(result.body.code).toBe('unauthenticated');
  expect(result.body).not.toHaveProperty('email');
}

describe('GET /api/me accepts', () => {
  it('the ID token the pool issued at sign-in', async () => {
    const { status, body } = await api('GET', '/api/me', { token: parent.idToken });
    expect(status).toBe(200);
    expect(body.email).toBe('parent@demo.test');
  });

  it('an ID token minted with the pool key and the same claims (control case)', async () => {
    const { status, body } = await api('GET', '/api/me', {
      token: await mintTrusted(freshClaims(parent.idToken)),
    });
    expect(status).toBe(200);
    expect(body.email).toBe('parent@demo.test');
  });
});

describe('GET /api/me refuses with 401', () => {
  it('a token whose signature was altered', async () => {
    expectRefused(await me(`Bearer ${tamperSignature(parent.idToken)}`));
  });

  it('a token whose claims were altered after signing (groups raised to admin)', async () => {
    const forged = tamperClaims(parent.idToken, { 'cognito:groups': ['admin', 'super_admin'] });
    expectRefused(await me(`Bearer ${forged}`));
    const ping = await api('GET', '/api/admin/ping', { token: forged });
    expect(ping.status).toBe(401);
  });

  it('an unsigned token (alg none)', async () => {
    expectRefused(await me(`Bearer ${mintUnsigned(freshClaims(parent.idToken))}`));
  });

  it('an HS256 token keyed with the public key (algorithm confusion)', async () => {
    expectRefused(await me(`Bearer ${await mintHmacWithPublicKey(freshClaims(parent.idToken))}`));
  });

  it("a super_admin token signed with cognito-local's key from node_modules", async () => {
    const claims = freshClaims(parent.idToken, { 'cognito:groups': ['super_admin', 'admin'] });
    const forged = await mintWithShippedKey(claims);
    expectRefused(await me(`Bearer ${forged}`));
    expect((await api('GET', '/api/admin/ping', { token: forged })).status).toBe(401);
    // The pool's key set publishes this installation's key only.
    const jwks = (await (await fetch(inject('settings').JWKS_URL!)).json()) as {
      keys: { kid: string; n: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual([claimsOfHeader(parent.idToken).kid]);
    expect(jwks.keys.map((key) => key.kid)).not.toContain('CognitoLocal');
  });

  it('a token signed by another key that claims the pool key id', async () => {
    expectRefused(await me(`Bearer ${await mintWithForeignKey(freshClaims(parent.idToken))}`));
  });

  const variants: [string, (claims: JWTPayload) => JWTPayload][] = [
    ['an expired token', (c) => ({ ...c, iat: now() - 7200, exp: now() - 60 })],
    ['a token not valid yet (nbf in the future)', (c) => ({ ...c, nbf: now() + 3600 })],
    ['a token of another pool (other issuer)', (c) => ({ ...c, iss: otherPool(String(c.iss)) })],
    ['a token of another host (issuer on evil.example)', (c) => ({ ...c, iss: evilHost(c) })],
    ['a token for another app client (other aud)', (c) => ({ ...c, aud: 'another-app-client' })],
    ['a token without an audience', (c) => ({ ...c, aud: undefined })],
    ['an access-kind token (token_use access)', (c) => ({ ...c, token_use: 'access' })],
    ['a token without token_use', (c) => ({ ...c, token_use: undefined })],
  ];

  it.each(variants)('%s, signed with the pool key', async (_, vary) => {
    const token = await mintTrusted(vary(freshClaims(parent.idToken)));
    expectRefused(await me(`Bearer ${token}`));
  });

  it('the access token the pool issued at sign-in', async () => {
    expect(claimsOf(parent.accessToken).token_use).toBe('access');
    expectRefused(await me(`Bearer ${parent.accessToken}`));
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty Authorization header', ''],
    ['Bearer with nothing after it', 'Bearer '],
    ['garbage after Bearer', 'Bearer not-a-jwt'],
    ['three garbage segments', 'Bearer aaa.bbb.ccc'],
    ['the ID token without the Bearer scheme', 'RAW_ID_TOKEN'],
    ['the ID token under the Basic scheme', 'Basic RAW_ID_TOKEN'],
    ['two tokens', 'Bearer RAW_ID_TOKEN RAW_ID_TOKEN'],
  ])('%s', async (_, header) => {
    expectRefused(await me(header?.replaceAll('RAW_ID_TOKEN', parent.idToken)));
  });
});

/** A JWT's protected header. */
function claimsOfHeader(token: string): { kid?: string } {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as {
    kid?: string;
  };
}

function otherPool(issuer: string): string {
  expect(issuer).toBe(inject('settings').JWT_ISSUER);
  return issuer.replace(/[^/]+$/, 'local_otherpool');
}

function evilHost(claims: JWTPayload): string {
  const url = new URL(String(claims.iss));
  return `http://evil.example${url.pathname}`;
}

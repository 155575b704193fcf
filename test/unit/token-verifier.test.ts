import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenVerifier } from '../../lambdas/http/token-verifier.js';

/**
 * The JWT check API Gateway's authorizer makes (the local router's and the personalising public
 * routes'): a token it accepted once is not checked again, but must still be refused the moment
 * it expires, and a refusal is never remembered as an acceptance.
 */
const issuer = 'https://pool.example.test/pool-1';
const clientId = 'web-client';
let server: Server;
let jwksUrl: string;
let sign: (claims: JWTPayload) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
  sign = (claims) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(privateKey);
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
afterEach(() => vi.useRealTimers());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const idToken = (overrides: JWTPayload = {}) =>
  sign({ iss: issuer, aud: clientId, sub: 'user-1', exp: nowSeconds() + 60, ...overrides });

describe('tokenVerifier', () => {
  it('accepts the same token again, with the same claims, while it is valid', async () => {
    const verify = tokenVerifier({ issuer, jwksUrl, clientIds: [clientId] });
    const header = `Bearer ${await idToken()}`;
    const first = await verify(header);
    expect(first?.sub).toBe('user-1');
    expect(await verify(header)).toEqual(first);
  });

  it('refuses a token it accepted once the token has expired', async () => {
    const verify = tokenVerifier({ issuer, jwksUrl, clientIds: [clientId] });
    const header = `Bearer ${await idToken({ exp: nowSeconds() + 60 })}`;
    expect(await verify(header)).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verify(header)).toBeUndefined();
  });

  it('refuses another client, another issuer and a forged signature, every time', async () => {
    const verify = tokenVerifier({ issuer, jwksUrl, clientIds: [clientId] });
    const otherClient = `Bearer ${await idToken({ aud: 'someone-else' })}`;
    const otherIssuer = `Bearer ${await idToken({ iss: 'https://elsewhere.test/pool' })}`;
    const good = await idToken();
    const forged = `Bearer ${good.slice(0, good.lastIndexOf('.'))}.${'A'.repeat(342)}`;
    for (const header of [otherClient, otherIssuer, forged, otherClient]) {
      expect(await verify(header)).toBeUndefined();
    }
    // The accepted token keeps working after the refusals, and they after it.
    expect(await verify(`Bearer ${good}`)).toBeDefined();
    expect(await verify(otherClient)).toBeUndefined();
  });

  it('hands out claims no caller can change for the next request', async () => {
    const verify = tokenVerifier({ issuer, jwksUrl, clientIds: [clientId] });
    const header = `Bearer ${await idToken()}`;
    const claims = (await verify(header))!;
    expect(() => Object.assign(claims, { sub: 'someone-else' })).toThrow(TypeError);
    expect((await verify(header))?.sub).toBe('user-1');
  });
});

import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  SignJWT,
  UnsecuredJWT,
  decodeJwt,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
} from 'jose';
import { inject } from 'vitest';

/**
 * Mints JWTs for token tests. The local pool signs with this installation's key
 * (infra/local/signing-key.ts, a new one per test run, its file named in the run's settings),
 * so a token signed here with that key is trusted: a test can start from claims that are
 * accepted and vary one at a time. cognito-local's own key, which ships in its npm package,
 * must never be trusted.
 */
interface StoredKey {
  kid: string;
  privateJwk: JWK;
}
const runKey = (): StoredKey =>
  JSON.parse(readFileSync(inject('settings').LOCAL_SIGNING_KEY_FILE!, 'utf8')) as StoredKey;

/** The key id the pool's tokens carry. */
export const poolKid = () => runKey().kid;

/** cognito-local's key pair as its package ships it (public on npm, so trusted by no one). */
const SHIPPED_KEY_FILE = resolve(
  import.meta.dirname,
  '../../node_modules/cognito-local/lib/keys/cognitoLocal.private.json',
);
export const SHIPPED_KID = 'CognitoLocal';

/** The claims of a token, unverified (to copy a real token's claims). */
export const claimsOf = (token: string): JWTPayload => decodeJwt(token);

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Claims copied from a real token, re-timed to be valid for the next hour. */
export const freshClaims = (token: string, overrides: JWTPayload = {}): JWTPayload => ({
  ...claimsOf(token),
  iat: nowSeconds(),
  auth_time: nowSeconds(),
  exp: nowSeconds() + 3600,
  ...overrides,
});

/** Signs claims with the pool's key (RS256, kid header), exactly as the pool does. */
export async function mintTrusted(claims: JWTPayload): Promise<string> {
  const { kid, privateJwk } = runKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .sign(await importJWK(privateJwk, 'RS256'));
}

/** Signs claims with the key cognito-local ships in node_modules, under its own key id. */
export async function mintWithShippedKey(claims: JWTPayload): Promise<string> {
  const { jwk } = JSON.parse(readFileSync(SHIPPED_KEY_FILE, 'utf8')) as { jwk: JWK };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: SHIPPED_KID, typ: 'JWT' })
    .sign(await importJWK(jwk, 'RS256'));
}

/** Signs claims with a freshly generated RSA key that claims to be the pool's key. */
export async function mintWithForeignKey(claims: JWTPayload): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: poolKid(), typ: 'JWT' })
    .sign(privateKey);
}

/** alg "none": no signature at all. */
export const mintUnsigned = (claims: JWTPayload): string => new UnsecuredJWT(claims).encode();

/** Algorithm confusion: HS256 keyed with the pool's public key as PEM. */
export async function mintHmacWithPublicKey(claims: JWTPayload): Promise<string> {
  const { kid, privateJwk } = runKey();
  const { kty = 'RSA', n = '', e = '' } = privateJwk;
  const pem = createPublicKey({ key: { kty, n, e }, format: 'jwk' })
    .export({ type: 'pkcs1', format: 'pem' })
    .toString();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' })
    .sign(new TextEncoder().encode(pem));
}

const flip = (char: string) => (char === 'A' ? 'B' : 'A');

/** The same token with one character of its signature changed. */
export function tamperSignature(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const i = Math.floor(signature.length / 2);
  return `${header}.${payload}.${signature.slice(0, i)}${flip(signature[i]!)}${signature.slice(i + 1)}`;
}

/** The same header and signature over different claims (e.g. escalated groups). */
export function tamperClaims(token: string, overrides: JWTPayload): string {
  const [header, , signature] = token.split('.') as [string, string, string];
  const payload = Buffer.from(JSON.stringify({ ...claimsOf(token), ...overrides })).toString(
    'base64url',
  );
  return `${header}.${payload}.${signature}`;
}

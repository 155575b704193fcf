import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  SignJWT,
  UnsecuredJWT,
  decodeJwt,
  generateKeyPair,
  importJWK,
  type JWTPayload,
} from 'jose';

/**
 * Mints JWTs for token tests. cognito-local signs every token with the key it ships
 * (kid 'CognitoLocal'), so a token signed here with that key is trusted by the pool's JWKS:
 * a test can start from claims that are accepted and vary one at a time.
 */
const KEY_FILE = resolve(
  import.meta.dirname,
  '../../node_modules/cognito-local/lib/keys/cognitoLocal.private.json',
);
export const COGNITO_LOCAL_KID = 'CognitoLocal';

let trustedKey: Promise<CryptoKey | Uint8Array> | undefined;
const cognitoLocalKey = () =>
  (trustedKey ??= importJWK(
    (JSON.parse(readFileSync(KEY_FILE, 'utf8')) as { jwk: Record<string, string> }).jwk,
    'RS256',
  ));

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

/** Signs claims with cognito-local's own key (RS256, kid header), exactly as the pool does. */
export async function mintTrusted(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: COGNITO_LOCAL_KID, typ: 'JWT' })
    .sign(await cognitoLocalKey());
}

/** Signs claims with a freshly generated RSA key that claims to be the pool's key. */
export async function mintWithForeignKey(claims: JWTPayload): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: COGNITO_LOCAL_KID, typ: 'JWT' })
    .sign(privateKey);
}

/** alg "none": no signature at all. */
export const mintUnsigned = (claims: JWTPayload): string => new UnsecuredJWT(claims).encode();

/** Algorithm confusion: HS256 keyed with the pool's public key PEM, as shipped. */
export async function mintHmacWithPublicKey(claims: JWTPayload): Promise<string> {
  const { pem } = JSON.parse(readFileSync(KEY_FILE.replace('private', 'public'), 'utf8')) as {
    pem: string;
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', kid: COGNITO_LOCAL_KID, typ: 'JWT' })
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

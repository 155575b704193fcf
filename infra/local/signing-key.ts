import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exportJWK, importJWK, type JWK } from 'jose';
import * as z from 'zod';

/**
 * The local user pool's token signing key. cognito-local signs with a key that ships in its
 * npm package, so anyone could mint a super_admin token for any `npm start`; this key is made
 * on the first start instead, kept beside the pool's data (.local-data/cognito/, gitignored;
 * a temporary folder, so a new key, for each test run), and is the only key the pool's JWKS
 * address publishes and the API trusts.
 */
export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  /** What the JWKS address serves: the public half only. */
  publicJwk: JWK;
}

const stored = z.object({
  kid: z.string().min(8),
  privateJwk: z.looseObject({ kty: z.literal('RSA'), n: z.string(), e: z.string(), d: z.string() }),
});

const publicHalf = ({ kty, n, e }: JWK): JWK => ({ kty, n, e });

export async function loadSigningKey(file: string): Promise<SigningKey> {
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privateJwk = await exportJWK(privateKey);
    mkdirSync(dirname(file), { recursive: true });
    // Readable by its owner only: it is what makes a token trusted.
    writeFileSync(file, JSON.stringify({ kid: randomUUID(), privateJwk }), { mode: 0o600 });
  }
  const { kid, privateJwk } = stored.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    kid,
    privateJwk: privateJwk as JWK,
    publicJwk: { ...publicHalf(privateJwk as JWK), kid, alg: 'RS256', use: 'sig' },
  };
}

/** The key as jose signs with it. */
export const signingKeyObject = (key: SigningKey) => importJWK(key.privateJwk, 'RS256');

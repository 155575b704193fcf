import type { JWTPayload } from 'jose';
import { unauthenticated } from '../core/errors.js';
import { env } from '../ports/env.js';
import { bearerToken, tokenVerifier } from './token-verifier.js';

type Verifier = ReturnType<typeof tokenVerifier>;
let cached: { settings: string; verify: Verifier } | undefined;

/** One verifier (and so one cached key set) per settings: the tests start stacks anew. */
function verifier(): Verifier {
  const { JWT_ISSUER, JWKS_URL, USER_POOL_CLIENT_ID, SOCIAL_CLIENT_ID } = env('auth');
  const clientIds = [USER_POOL_CLIENT_ID, ...(SOCIAL_CLIENT_ID ? [SOCIAL_CLIENT_ID] : [])];
  const settings = `${JWT_ISSUER} ${JWKS_URL} ${clientIds.join(',')}`;
  if (cached?.settings !== settings) {
    cached = {
      settings,
      verify: tokenVerifier({
        issuer: JWT_ISSUER,
        jwksUrl: JWKS_URL,
        clientIds,
      }),
    };
  }
  return cached.verify;
}

/**
 * The claims of the bearer token a caller may send to a public route that personalises, which
 * API Gateway does not check (no authorizer there). No token: undefined, an anonymous caller.
 * A token that is not valid (forged, expired, another pool or client) is refused with 401, as
 * on every signed-in route: the app sends one only while it holds a session, and a 401 tells it
 * to sign in again instead of quietly showing a signed-in person the anonymous page
 * (docs/decisions/security-and-limits.md, "Claims on public routes").
 */
export async function optionalSignIn(
  headers: Record<string, string | undefined> | undefined,
): Promise<JWTPayload | undefined> {
  // Read first, token or not: a function deployed without the settings fails on its first call.
  const verify = verifier();
  const authorization = headers?.authorization;
  if (authorization === undefined) return undefined;
  if (!bearerToken(authorization)) throw unauthenticated();
  const claims = await verify(authorization);
  if (!claims) throw unauthenticated();
  return claims;
}

import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface TokenSettings {
  issuer: string;
  jwksUrl: string;
  /** The app clients whose tokens are accepted (web, and social where configured). */
  clientIds: readonly string[];
}

/** The token of an `Authorization: Bearer <token>` header; anything else is no token. */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];

/**
 * What API Gateway's JWT authorizer does: a signed token (RS256 from the pool's JWKS), from
 * this issuer, not expired, whose aud (ID token) or client_id (access token) is one of our
 * sign-in app clients.
 * Refusing the wrong kind of token is the handler's job (claims.ts), in both runtimes.
 *
 * Used by the local router in the authorizer's place, and by the HTTP edge itself on public
 * routes that personalise (http-handler.ts), where API Gateway checks no token. The key set is
 * fetched once and kept by jose (createRemoteJWKSet), fetched again only for an unknown key id.
 *
 * A token accepted is kept (the last KEPT_TOKENS) and accepted again without a second signature
 * check until it expires: the same string always verifies the same way under the same keys, and
 * expiry is checked on every use as jose checks it. A signed-in tab sends one token for an hour, so
 * most requests skip the check (some 0.3 ms of CPU each: docs/decisions/testing-and-bench.md,
 * "Where a write's CPU goes"). Refusals are not kept.
 */
const KEPT_TOKENS = 500;

const unexpired = (payload: JWTPayload, nowSeconds: number) =>
  payload.exp !== undefined && payload.exp > nowSeconds;

export function tokenVerifier(settings: TokenSettings) {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl));
  const accepted = new Map<string, JWTPayload>();
  const keep = (token: string, payload: JWTPayload) => {
    if (accepted.size >= KEPT_TOKENS) accepted.delete(accepted.keys().next().value!);
    accepted.set(token, Object.freeze(payload));
  };
  return async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    const known = accepted.get(token);
    if (known && unexpired(known, Math.floor(Date.now() / 1000))) return known;
    accepted.delete(token);
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: settings.issuer,
        algorithms: ['RS256'],
      });
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.some((aud) => aud !== undefined && settings.clientIds.includes(aud)))
        return undefined;
      if (payload.exp !== undefined) keep(token, payload);
      return payload;
    } catch {
      return undefined;
    }
  };
}

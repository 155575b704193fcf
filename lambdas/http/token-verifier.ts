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
 */
export function tokenVerifier(settings: TokenSettings) {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl));
  return async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: settings.issuer,
        algorithms: ['RS256'],
      });
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.some((aud) => aud !== undefined && settings.clientIds.includes(aud))
        ? payload
        : undefined;
    } catch {
      return undefined;
    }
  };
}

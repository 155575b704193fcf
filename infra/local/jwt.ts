import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * What API Gateway's JWT authorizer does: a signed token (RS256 from the pool's JWKS), from
 * this issuer, not expired, whose aud (ID token) or client_id (access token) is our app client.
 * Refusing the wrong kind of token is the handler's job, in both runtimes.
 */
export function tokenVerifier(settings: { issuer: string; jwksUrl: string; clientId: string }) {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl));
  return async (authorization: string | undefined): Promise<JWTPayload | undefined> => {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: settings.issuer,
        algorithms: ['RS256'],
      });
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.includes(settings.clientId) ? payload : undefined;
    } catch {
      return undefined;
    }
  };
}

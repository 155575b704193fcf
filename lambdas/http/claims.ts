import { roles, type Actor, type Role } from '../core/actor.js';

export type Claims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * API Gateway's JWT authorizer hands array claims over as one string, "[admin super_admin]";
 * the local router passes real arrays. Accept both.
 */
function groupsOf(claim: Claims[string]): Role[] {
  const names = Array.isArray(claim)
    ? claim
    : typeof claim === 'string'
      ? claim.replace(/^\[|\]$/g, '').split(/[\s,]+/)
      : [];
  return names.filter((name): name is Role => (roles as readonly string[]).includes(name));
}

/**
 * The caller from verified claims. Only ID tokens are taken (they carry the e-mail and the
 * groups); an access token is refused here too, since API Gateway's authorizer accepts both.
 */
export function actorFromClaims(claims: Claims | undefined): Actor | 'wrong-token' {
  if (!claims || claims.sub === undefined) return { kind: 'anonymous' };
  if (claims.token_use !== 'id') return 'wrong-token';
  return {
    kind: 'user',
    uid: String(claims.sub),
    email: String(claims.email ?? ''),
    groups: groupsOf(claims['cognito:groups']),
  };
}

/**
 * When the token's session was signed in (epoch seconds): its `auth_time`, which a refreshed
 * token keeps (OpenID Connect; so does the local pool, infra/local/cognito-server.ts) while its
 * `iat` is new. API Gateway hands it over as text. Without one, the token counts as signed in
 * at the epoch, so any session fence refuses it.
 */
export function signedInAt(claims: Claims | undefined): number {
  const value = Number(claims?.auth_time);
  return Number.isFinite(value) ? value : 0;
}

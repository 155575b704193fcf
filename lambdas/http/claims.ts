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

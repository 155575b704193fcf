import { describe, expect, it } from 'vitest';
import { actorFromClaims, signedInAt } from '../../lambdas/http/claims.js';

describe('actorFromClaims', () => {
  it('reads groups given as an array (local router) or as API Gateway flattens them', () => {
    const base = { sub: 'u1', email: 'a@b.c', token_use: 'id' };
    expect(actorFromClaims({ ...base, 'cognito:groups': ['admin', 'super_admin'] })).toEqual({
      kind: 'user',
      uid: 'u1',
      email: 'a@b.c',
      groups: ['admin', 'super_admin'],
    });
    expect(actorFromClaims({ ...base, 'cognito:groups': '[admin super_admin]' })).toMatchObject({
      groups: ['admin', 'super_admin'],
    });
  });

  it('drops group names that are not roles', () => {
    expect(
      actorFromClaims({ sub: 'u', token_use: 'id', 'cognito:groups': ['root', 'parent'] }),
    ).toMatchObject({
      groups: ['parent'],
    });
  });

  it('is anonymous without claims and refuses access tokens', () => {
    expect(actorFromClaims(undefined)).toEqual({ kind: 'anonymous' });
    expect(actorFromClaims({})).toEqual({ kind: 'anonymous' });
    expect(actorFromClaims({ sub: 'u', token_use: 'access' })).toBe('wrong-token');
  });
});

describe('signedInAt', () => {
  it('reads auth_time as the local router passes it (a number) or API Gateway (text)', () => {
    expect(signedInAt({ auth_time: 1_700_000_000 })).toBe(1_700_000_000);
    expect(signedInAt({ auth_time: '1700000000' })).toBe(1_700_000_000);
  });

  it('counts a token without one as signed in at the epoch (any session fence refuses it)', () => {
    expect(signedInAt(undefined)).toBe(0);
    expect(signedInAt({ sub: 'u' })).toBe(0);
    expect(signedInAt({ auth_time: 'soon' })).toBe(0);
  });
});

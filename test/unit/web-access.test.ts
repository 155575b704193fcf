import { describe, expect, it } from 'vitest';
import { roles } from '../../lambdas/core/actor';
import { allows, homePathFor, isRole, knownRoles } from '../../web/src/lib/auth/access';

describe('SPA access rules', () => {
  it('knows the same roles as the API', () => {
    expect([...knownRoles].sort()).toEqual([...roles].sort());
    expect(isRole('admin')).toBe(true);
    expect(isRole('caregiver')).toBe(false); // the route name, not a group
  });

  it('opens each guarded area to its groups only', () => {
    expect(allows('public', null)).toBe(true);
    expect(allows('signedIn', null)).toBe(false);
    expect(allows('signedIn', [])).toBe(true);
    expect(allows('admin', ['admin'])).toBe(true);
    expect(allows('admin', ['super_admin'])).toBe(true);
    expect(allows('admin', ['accredited', 'verified', 'parent'])).toBe(false);
    expect(allows('caregiver', ['childcarer'])).toBe(true);
    expect(allows('caregiver', ['cook'])).toBe(true);
    expect(allows('caregiver', ['parent'])).toBe(false);
    expect(allows('parent', ['institution'])).toBe(false);
    expect(allows('institution', ['institution'])).toBe(true);
    expect(allows('institution', null)).toBe(false);
  });

  it('sends each user to their own overview after sign-in', () => {
    expect(homePathFor(['parent'])).toBe('/my_account/parent/overview/user/none');
    expect(homePathFor(['childcarer', 'verified'])).toBe(
      '/my_account/caregiver/overview/user/none',
    );
    expect(homePathFor(['cook'])).toBe('/my_account/caregiver/overview/user/none');
    expect(homePathFor(['institution'])).toBe('/my_account/institution/overview/user/none');
    expect(homePathFor(['admin', 'super_admin'])).toBe('/admin');
    expect(homePathFor([])).toBe('/');
  });
});

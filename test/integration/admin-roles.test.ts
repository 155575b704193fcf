import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onlySuperAdmin } from '../../lambdas/core/admin-users/roles.js';
import { countedRole, lastSuperAdmin } from '../../lambdas/core/admin-users/super-admins.js';
import { DomainError } from '../../lambdas/core/errors.js';
import { users } from '../../lambdas/core/users/users.js';
import { identity } from '../../lambdas/ports/identity.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';

/** Role assignment (docs/decisions/admin.md): the admin role form and its rules. */
const setRoles = (token: string, body: object) => api('PUT', '/api/admin/roles', { token, body });
const flags = { super_admin: false, admin: false, accredited: false };
const superAdmin = () => signIn('admin@demo.test', DEMO_PASSWORD);

/** A user who is admin but not super_admin (made directly in the pool, then signed in). */
async function plainAdmin() {
  const user = await registerVerified('parent');
  await identity.addToGroup(user.uid, 'admin');
  return { ...user, ...(await signIn(user.email, user.password)) };
}

describe('admin role assignment', () => {
  it('refuses a body that is empty, partial or has unknown fields', async () => {
    const { idToken } = await superAdmin();
    const target = await registerVerified('parent');
    for (const body of [{}, { email: target.email }, { ...flags, email: target.email, x: 1 }]) {
      expect((await setRoles(idToken, body)).status).toBe(400);
    }
    expect(await identity.groupsOf(target.uid)).toEqual(['parent']);
  });

  it('an admin may not grant admin or super_admin (403, nothing changed)', async () => {
    const admin = await plainAdmin();
    const target = await registerVerified('parent');
    for (const change of [{ admin: true }, { super_admin: true }]) {
      const res = await setRoles(admin.idToken, { ...flags, ...change, email: target.email });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(onlySuperAdmin);
    }
    expect((await identity.groupsOf(target.uid)).sort()).toEqual(['parent']);
    // nor take admin away from another admin
    const other = await plainAdmin();
    const res = await setRoles(admin.idToken, { ...flags, email: other.email });
    expect(res.status).toBe(403);
    expect(await identity.groupsOf(other.uid)).toContain('admin');
  });

  it('an admin may set and clear accredited: the group and the user record follow', async () => {
    const admin = await plainAdmin();
    const target = await registerVerified('institution');
    const on = await setRoles(admin.idToken, { ...flags, accredited: true, email: target.email });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ uid: target.uid, accredited: true, admin: false });
    expect(await identity.groupsOf(target.uid)).toContain('accredited');
    expect((await users.get(target.uid))?.accredited).toBe(true);
    // the user's next token carries the group
    const next = await signIn(target.email, target.password);
    const me = JSON.parse(Buffer.from(next.idToken.split('.')[1]!, 'base64url').toString());
    expect(me['cognito:groups']).toContain('accredited');

    const off = await setRoles(admin.idToken, { ...flags, email: target.email });
    expect(off.status).toBe(200);
    expect(await identity.groupsOf(target.uid)).not.toContain('accredited');
    expect((await users.get(target.uid))?.accredited).toBe(false);
  });

  it('a super_admin grants and removes admin and super_admin; the count follows exactly', async () => {
    const { idToken } = await superAdmin();
    const target = await registerVerified('parent');
    const before = await countedRole.count();
    expect(before).toBeGreaterThanOrEqual(1);

    const granted = await setRoles(idToken, {
      ...flags,
      admin: true,
      super_admin: true,
      email: target.email.toUpperCase(),
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((await identity.groupsOf(target.uid)).sort()).toEqual([
      'admin',
      'parent',
      'super_admin',
    ]);
    expect(await countedRole.has(target.uid)).toBe(true);
    // sending the same form again changes nothing
    expect(
      (await setRoles(idToken, { ...flags, admin: true, super_admin: true, email: target.email }))
        .status,
    ).toBe(200);

    // the new super_admin can use the form from its next token
    const newToken = (await signIn(target.email, target.password)).idToken;
    const helper = await registerVerified('parent');
    expect((await setRoles(newToken, { ...flags, admin: true, email: helper.email })).status).toBe(
      200,
    );
    expect(await identity.groupsOf(helper.uid)).toContain('admin');

    const removed = await setRoles(idToken, { ...flags, email: target.email });
    expect(removed.status).toBe(200);
    expect(await identity.groupsOf(target.uid)).toEqual(['parent']);
    expect(await countedRole.has(target.uid)).toBe(false);
  });

  it('the last member of a counted role cannot be removed (409), even concurrently', async () => {
    // A count of our own: the real super_admin count is shared with tests running in parallel.
    const role = `test-${randomUUID()}`;
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${x}-${randomUUID()}`);
    expect(await countedRole.add(a!, 1, role)).toBe(true);
    expect(await countedRole.add(a!, 2, role)).toBe(false); // idempotent
    expect(await countedRole.add(b!, 3, role)).toBe(true);
    expect(await countedRole.count(role)).toBe(2);
    expect(await countedRole.remove(a!, role)).toBe(true);
    expect(await countedRole.remove(a!, role)).toBe(false);
    const last = await countedRole.remove(b!, role).catch((error: unknown) => error);
    expect(last).toBeInstanceOf(DomainError);
    expect((last as DomainError).status).toBe(409);
    expect((last as DomainError).message).toBe(lastSuperAdmin);
    expect(await countedRole.count(role)).toBe(1);
    expect(await countedRole.has(b!, role)).toBe(true);

    // Two members removing each other at the same moment: exactly one succeeds.
    await countedRole.add(c!, 4, role);
    const results = await Promise.allSettled([
      countedRole.remove(b!, role),
      countedRole.remove(c!, role),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await countedRole.count(role)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { countedRole } from '../../lambdas/core/admin-users/super-admins.js';
import { communityRecords } from '../../lambdas/core/community/community-records.js';
import { reportsBy } from '../../lambdas/core/reports/reports.js';
import { sessionEnded } from '../../lambdas/core/sessions/session-fence.js';
import { identity } from '../../lambdas/ports/identity.js';
import { DEMO_PASSWORD, registerVerified, renewSession, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { writePost } from '../support/community.js';
import { latestCode } from '../support/mail.js';

/**
 * A change of roles, a suspension, a deletion or a new password
 * ends every session of the person at once. A token they kept is refused on its next request
 * (401, "Your session has ended"), and their refresh token gets no new tokens.
 */
const superAdmin = () => signIn('admin@demo.test', DEMO_PASSWORD);
const flags = { super_admin: false, admin: false, accredited: false };

function expectEnded(result: { status: number; body: Record<string, unknown> }) {
  expect(result.status, JSON.stringify(result.body)).toBe(401);
  expect(result.body).toMatchObject({ code: 'unauthenticated', message: sessionEnded });
}

async function expectRefreshRefused(refreshToken: string) {
  const renewed = await renewSession(refreshToken);
  expect(renewed.idToken).toBeUndefined();
  expect(renewed.refused).toBe('NotAuthorizedException');
}

describe('a demoted super admin', () => {
  it('loses the power on the next request, cannot grant it back, and cannot refresh', async () => {
    const admin = await superAdmin();
    const x = await registerVerified('parent');
    const made = await api('PUT', '/api/admin/roles', {
      token: admin.idToken,
      body: { ...flags, super_admin: true, email: x.email },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // X signs in and keeps that session
    const kept = await signIn(x.email, x.password);
    expect((await api('GET', '/api/admin/users?type=parent', { token: kept.idToken })).status).toBe(
      200,
    );

    const removed = await api('PUT', '/api/admin/roles', {
      token: admin.idToken,
      body: { ...flags, email: x.email },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const count = await countedRole.count();

    expectEnded(await api('GET', '/api/admin/users?type=parent', { token: kept.idToken }));
    const regrant = await api('PUT', '/api/admin/roles', {
      token: kept.idToken,
      body: { ...flags, super_admin: true, email: x.email },
    });
    expectEnded(regrant);
    expect(await identity.groupsOf(x.uid)).toEqual(['parent']);
    expect(await countedRole.has(x.uid)).toBe(false);
    expect(await countedRole.count()).toBe(count);
    await expectRefreshRefused(kept.refreshToken);

    // signing in again works, with the roles X has now
    const next = await signIn(x.email, x.password);
    expect((await api('GET', '/api/me', { token: next.idToken })).status).toBe(200);
    expect((await api('GET', '/api/admin/users?type=parent', { token: next.idToken })).status).toBe(
      403,
    );
  });

  it('a granted role also ends the sessions: the next sign-in carries it', async () => {
    const admin = await superAdmin();
    const x = await registerVerified('institution');
    const granted = await api('PUT', '/api/admin/roles', {
      token: admin.idToken,
      body: { ...flags, accredited: true, email: x.email },
    });
    expect(granted.status).toBe(200);
    expectEnded(await api('GET', '/api/me', { token: x.idToken }));
    await expectRefreshRefused(x.refreshToken);
    const next = await signIn(x.email, x.password);
    expect((await api('GET', '/api/me', { token: next.idToken })).status).toBe(200);
  });
});

describe('a deleted account', () => {
  it('old token can no longer post to the community or file a report', async () => {
    const author = await registerVerified('parent');
    const post = await writePost(author.idToken);
    const gone = await registerVerified('parent');
    const deleted = await api('POST', '/api/account/delete', {
      token: gone.idToken,
      body: { currentPassword: gone.password },
    });
    expect(deleted.status).toBe(200);

    expectEnded(
      await api('POST', '/api/posts', {
        token: gone.idToken,
        body: { title: 'Still here', info: 'Posted after deletion' },
      }),
    );
    expectEnded(
      await api('POST', '/api/reports', {
        token: gone.idToken,
        body: { kind: 'post', post_id: post.post_id, reason: 'Spam' },
      }),
    );
    expect((await communityRecords(gone.uid)).posts).toEqual([]);
    expect(await reportsBy(gone.uid)).toEqual([]);
    await expectRefreshRefused(gone.refreshToken);
  });
});

describe('a new password', () => {
  it('ends every other session: old refresh and ID tokens are refused', async () => {
    const user = await registerVerified('cook');
    const otherDevice = await signIn(user.email, user.password);
    const changed = await api('PUT', '/api/account/password', {
      token: user.idToken,
      body: { currentPassword: user.password, newPassword: 'Brand-new-2' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expectEnded(await api('GET', '/api/me', { token: otherDevice.idToken }));
    expectEnded(await api('GET', '/api/me', { token: user.idToken }));
    // Routes whose session check joins their own first batch read (route.ts `readsTogether`).
    expectEnded(await api('GET', '/api/cart', { token: otherDevice.idToken }));
    expectEnded(
      await api('POST', '/api/checkout', {
        token: otherDevice.idToken,
        body: { cart_name: 'any-cart' },
      }),
    );
    await expectRefreshRefused(otherDevice.refreshToken);
    await expectRefreshRefused(user.refreshToken);
    // the person's own browser signs in again with the new password, at once
    const again = await signIn(user.email, 'Brand-new-2');
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
  });

  it('a reset by e-mailed link ends them too', async () => {
    const user = await registerVerified('parent');
    await api('POST', '/api/auth/password-reset', { body: { email: user.email } });
    const oobCode = await latestCode(user.email, 'resetPassword');
    const reset = await api('POST', '/api/auth/password-reset/confirm', {
      body: { oobCode, password: 'Reset-pass-3' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expectEnded(await api('GET', '/api/me', { token: user.idToken }));
    await expectRefreshRefused(user.refreshToken);
    const again = await signIn(user.email, 'Reset-pass-3');
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
  });
});

describe('a suspension', () => {
  it('ends refresh too: once lifted, the old sessions stay ended', async () => {
    const admin = await superAdmin();
    const user = await registerVerified('childcarer');
    const suspended = await api('PUT', `/api/admin/suspensions/${user.uid}`, {
      token: admin.idToken,
      body: { reason: 'Sessions test' },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const refused = await api('GET', '/api/me', { token: user.idToken });
    expect(refused.status).toBe(403);
    // Also where the check joins the route's own first batch read (route.ts `readsTogether`).
    expect((await api('GET', '/api/cart', { token: user.idToken })).status).toBe(403);
    const applying = await api('POST', '/api/jobs/any-job/applications', { token: user.idToken });
    expect(applying.status).toBe(403);
    await expectRefreshRefused(user.refreshToken);

    const lifted = await api('DELETE', `/api/admin/suspensions/${user.uid}`, {
      token: admin.idToken,
    });
    expect(lifted.status).toBe(200);
    expectEnded(await api('GET', '/api/me', { token: user.idToken }));
    await expectRefreshRefused(user.refreshToken);
    const again = await signIn(user.email, user.password);
    expect((await api('GET', '/api/me', { token: again.idToken })).status).toBe(200);
  });
});

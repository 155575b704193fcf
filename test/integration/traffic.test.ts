import { describe, expect, it } from 'vitest';
import { traffic } from '../../lambdas/core/traffic/traffic.js';
import { register as registerWith, uniqueEmail } from '../support/accounts.js';
import { trafficSources } from '../../lambdas/core/reference/options.js';
import { users } from '../../lambdas/core/users/users.js';

const register = (source: unknown) => registerWith({ email: uniqueEmail('traffic'), source });

describe('traffic source at registration', () => {
  it('counts traffic/{source} and traffic/total with the registration, and flags the user', async () => {
    const before = await traffic.counts();
    const results = await Promise.all([register('tiktok'), register('tiktok'), register('other')]);
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    const after = await traffic.counts();
    expect((after.tiktok ?? 0) - (before.tiktok ?? 0)).toBe(2);
    expect((after.other ?? 0) - (before.other ?? 0)).toBe(1);
    // Other test files register at the same time (as 'google'), so total grows by at least 3.
    expect((after.total ?? 0) - (before.total ?? 0)).toBeGreaterThanOrEqual(3);
    const flagged = await users.require(String(results[2]!.body.uid));
    expect(flagged).toMatchObject({ other: true });
    expect(flagged).not.toHaveProperty('tiktok');
  });

  it('refuses an unknown source and counts nothing; without one (optional) counts nothing either', async () => {
    const before = await traffic.counts();
    const refused = await register('myspace');
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { source: 'Tell us how you heard about us' } },
    });
    const unsaid = await register(undefined);
    expect(unsaid.status).toBe(201);
    const unflagged = await users.require(String(unsaid.body.uid));
    for (const source of trafficSources) expect(unflagged).not.toHaveProperty(source);
    const after = await traffic.counts();
    expect(after.myspace).toBeUndefined();
    expect([after.tiktok, after.other]).toEqual([before.tiktok, before.other]);
  });
});

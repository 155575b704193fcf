import { describe, expect, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { routeList, routes } from '../../lambdas/http/routes.js';
import {
  accountThrottle,
  pollingRoutes,
  routeThrottles,
  signedInTabsServed,
  throttleKind,
  throttles,
} from '../../infra/throttling.js';

describe('route throttling', () => {
  it('names only routes of the table as polled', () => {
    const keys = new Set(routeList.map(routeKey));
    for (const key of pollingRoutes) expect(keys, key).toContain(key);
  });

  it('serves every signed-in tab its polls, within the account ceiling of af-south-1', () => {
    const polling = throttles.polling;
    expect(polling.rateLimit).toBeGreaterThanOrEqual(signedInTabsServed / 30);
    const ceiling = accountThrottle('af-south-1');
    expect(ceiling).toEqual({ rateLimit: 2_500, burstLimit: 1_250 });
    for (const limit of Object.values(throttles)) {
      expect(limit.rateLimit).toBeLessThanOrEqual(ceiling.rateLimit);
      expect(limit.burstLimit).toBeLessThanOrEqual(ceiling.burstLimit);
    }
  });

  it('sorts routes by who calls them and how', () => {
    expect(throttleKind(routes.findJobs)).toBe('public-read');
    expect(throttleKind(routes.register)).toBe('anonymous-write');
    expect(throttleKind(routes.createJob)).toBe('signed-in-write');
    expect(throttleKind(routes.me)).toBe('signed-in-read');
    expect(throttleKind(routes.adminStats)).toBe('admin');
    const unread = routeList.find((r) => routeKey(r) === 'GET /api/inbox/unread')!;
    expect(throttleKind(unread)).toBe('polling');
  });

  it('gives every route of the table its own setting', () => {
    const settings = routeThrottles(routeList);
    expect(Object.keys(settings).sort()).toEqual(routeList.map(routeKey).sort());
    // Anonymous writes are the tightest: registration floods stop at the gate.
    expect(settings['POST /api/auth/register']).toEqual(throttles['anonymous-write']);
  });
});

import { routeKey, type RouteDef } from '../lambdas/http/route.js';

/**
 * API Gateway's throttling, per route (a token bucket each: steady requests a second and the
 * bucket's size). Every route gets a limit by its kind, so a flood of one route (a runaway
 * poller, a scripted sign-up) is refused at the gate, costs nothing, and leaves the others
 * their share. Per-person limits are the app's own (lambdas/core/rate-limits).
 *
 * The sizes come from the load the bench measures (`inboxIdlePoll`: a signed-in tab asks
 * about its inbox at most 120 times an hour, once every 30 s while its person is busy; an idle
 * one 15, a hidden one never) and the account's own ceiling: in
 * af-south-1 API Gateway allows 2,500 requests/s with a burst of 1,250 across all APIs of the
 * account (docs/decisions/security-and-limits.md, "Throttling").
 */
export interface Throttle {
  /** Steady requests per second. */
  rateLimit: number;
  /** The bucket's size: requests that may arrive at once before the steady rate applies. */
  burstLimit: number;
}

/** API Gateway's account-level ceiling in a region (Amazon API Gateway quotas). */
export function accountThrottle(region: string): Throttle {
  return lowQuotaRegions.has(region)
    ? { rateLimit: 2_500, burstLimit: 1_250 }
    : { rateLimit: 10_000, burstLimit: 5_000 };
}

/** Regions whose default account quota is 2,500 requests/s (Amazon API Gateway quotas). */
const lowQuotaRegions = new Set([
  'af-south-1',
  'eu-south-1',
  'ap-southeast-3',
  'me-central-1',
  'ap-south-2',
  'ap-southeast-4',
  'eu-south-2',
  'eu-central-2',
  'il-central-1',
  'ca-west-1',
  'ap-southeast-5',
  'ap-southeast-7',
  'mx-central-1',
]);

/** Signed-in tabs open at once that the stage serves without refusing a poll. */
export const signedInTabsServed = 15_000;

/**
 * Routes every open tab of a signed-in person calls on a timer (web/src: the unread count, the
 * inbox and conversation lists every 30 s, an open thread every 15 s, a pending order).
 */
export const pollingRoutes = [
  'GET /api/inbox/unread',
  'GET /api/inbox',
  'GET /api/conversations',
  'GET /api/conversations/{id}',
  'GET /api/orders/{oid}',
] as const;

/** Polls a tab makes a second on one polling route: once every 30 s. */
const pollsPerTabPerSecond = 1 / 30;

export type ThrottleKind =
  'polling' | 'public-read' | 'signed-in-read' | 'signed-in-write' | 'anonymous-write' | 'admin';

/** Each kind's limits. A burst of half the rate absorbs a page load's parallel reads. */
export const throttles: Record<ThrottleKind, Throttle> = {
  // 15,000 tabs x one poll per 30 s = 500/s, doubled for the thread's 15 s poll and bursts.
  polling: {
    rateLimit: Math.ceil(signedInTabsServed * pollsPerTabPerSecond * 2),
    burstLimit: 500,
  },
  // Search, job lists, profiles, the page-view beacon: what every visitor's page asks for.
  'public-read': { rateLimit: 400, burstLimit: 200 },
  'signed-in-read': { rateLimit: 200, burstLimit: 100 },
  // Writes are a person's own actions: a few a minute each, far below the reads.
  'signed-in-write': { rateLimit: 100, burstLimit: 50 },
  // Registration, password resets, the contact form, the payment webhook: the targets of
  // scripted abuse, where the per-address limits then apply too.
  'anonymous-write': { rateLimit: 30, burstLimit: 20 },
  admin: { rateLimit: 20, burstLimit: 20 },
};

const adminRoles = new Set<string>(['admin', 'super_admin']);

/** Counted as page reads although they are POSTs: one beacon per page a visitor opens. */
const readLikeWrites = new Set(['POST /api/traffic/page-view']);

export function throttleKind(route: Pick<RouteDef, 'method' | 'path' | 'access'>): ThrottleKind {
  const key = routeKey(route);
  if ((pollingRoutes as readonly string[]).includes(key)) return 'polling';
  const reads = route.method === 'GET' || readLikeWrites.has(key);
  if (route.access === 'public') return reads ? 'public-read' : 'anonymous-write';
  if (typeof route.access !== 'string' && route.access.every((role) => adminRoles.has(role)))
    return 'admin';
  return reads ? 'signed-in-read' : 'signed-in-write';
}

/** The stage's route settings: every route of the table by its route key. */
export function routeThrottles(
  routes: readonly Pick<RouteDef, 'method' | 'path' | 'access'>[],
): Record<string, Throttle> {
  return Object.fromEntries(
    routes.map((route) => [routeKey(route), throttles[throttleKind(route)]]),
  );
}

/** For a route key no setting names (none today): the smallest kind's limits. */
export const defaultRouteThrottle: Throttle = throttles['anonymous-write'];

import type { z } from 'zod';
import type { Role } from '../core/actor.js';
import type { RateLimitKind } from '../core/rate-limits/limits.js';
import type { Need } from '../ports/needs.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or only members of the named groups. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway style path, e.g. /api/users/{uid}. */
  path: string;
  access: Access;
  summary: string;
  /** lambdas/http/handlers/<handler>.ts exports `handler`. */
  handler: string;
  needs: readonly Need[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** What a successful call answers: the contract its handler must keep (route-contract.ts). */
  response: z.ZodType;
  /**
   * The answer is a document of this type rather than JSON (an admin export): the handler returns
   * its text, `response` is a string schema, the edge sends it as it is with this content type,
   * and the SPA's client reads it as text (docs/decisions/admin.md, "Admin exports").
   */
  produces?: 'text/csv';
  /**
   * Per-caller limits (lambdas/core/rate-limits/limits.ts), counted after the input is valid and
   * before the domain runs, each by its kind's `per`: the signed-in user (else the client), the
   * body's `email`, or the network client. Several kinds all count; any one full refuses.
   */
  rateLimit?: RateLimitKind | readonly RateLimitKind[];
  /**
   * The SPA may keep this request when written offline and send it again later with the same
   * Idempotency-Key (web/src/lib/offline/outbox.ts): a repeat gets the first answer, not a
   * second effect (lambdas/http/keyed-requests.ts). Signed-in routes that write only.
   * `'by-handler'`: the handler itself makes a repeat harmless with the key (a new job's id is
   * derived from it), so the edge keeps no answer for it; the SPA keeps the form all the same.
   */
  keptOffline?: true | 'by-handler';
  /**
   * A public route whose answer depends on who is asking (a post's `liked`): API Gateway checks
   * no token and passes no claims on a public route, so the HTTP edge verifies the caller's
   * optional bearer token itself (http-handler.ts, in both runtimes), and infra gives the
   * function the token settings (the `auth` concern). Public routes only (route-table test).
   */
  personalises?: true;
  /**
   * The handler's first DynamoDB step is one strongly consistent `readTogether`
   * (core/db/read-together.ts): the caller's session check joins that batch rather than make a
   * GetItem of its own beside it (docs/decisions/data-and-dynamodb.md, "A route's first reads in
   * one call"). Only where that holds: elsewhere the check would wait a turn of the event loop for
   * a batch that never comes.
   */
  readsTogether?: true;
  /**
   * The answer is the same for every caller, so CloudFront (infra/web-shared-answers.ts) and the
   * local router (infra/local/edge-cache.ts) keep it for everyone: the cache key is the path, the
   * query string and the compression the client takes (plus the viewer's country where the
   * answer depends on it), and nothing else reaches the handler. Public, non-personalising GET
   * routes only (test/unit/shared-answers.test.ts); an answer that reads any other header, a
   * cookie or the caller must never have it.
   */
  cache?: SharedCache;
}

/**
 * How long one answer may serve every caller (docs/decisions/speed-and-bundles.md, "Cached public
 * answers").
 */
export interface SharedCache {
  /** Seconds a browser may reuse it without asking (Cache-Control max-age). */
  maxAge: number;
  /** Seconds CloudFront, and the local router, serve it to everyone (s-maxage). */
  sMaxAge: number;
  /** Seconds past s-maxage a kept copy still answers while one request refreshes it. */
  staleWhileRevalidate?: number;
  /** The answer is the visit's country (viewer-country.ts): the country joins the cache key. */
  byViewerCountry?: true;
}

/**
 * The longest any edge keeps a shared answer, whatever its s-maxage says: the maximum TTL of
 * CloudFront's cache policy for these routes (infra/web-shared-answers.ts) and of the local one.
 */
export const SHARED_CACHE_MAX_SECONDS = 300;

/** The Cache-Control of a route's successful answers; anything else is never kept. */
export const cacheControlOf = (cache: SharedCache | undefined): string =>
  cache
    ? [
        'public',
        `max-age=${cache.maxAge}`,
        `s-maxage=${cache.sMaxAge}`,
        ...(cache.staleWhileRevalidate
          ? [`stale-while-revalidate=${cache.staleWhileRevalidate}`]
          : []),
      ].join(', ')
    : 'no-store';

/** Users with a profile of their own: caregivers, cooks and institutions. */
export const profileOwners = ['childcarer', 'cook', 'institution'] as const;

/** A route's rate limits as a list (none, one or several). */
export const rateLimitsOf = (route: Pick<RouteDef, 'rateLimit'>): readonly RateLimitKind[] =>
  route.rateLimit === undefined
    ? []
    : typeof route.rateLimit === 'string'
      ? [route.rateLimit]
      : route.rateLimit;

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/**
 * Whether API Gateway's JWT authorizer guards the route (infra/api.ts): it answers 401 before
 * the function runs without a valid token, and passes the claims only to these routes.
 */
export const hasAuthorizer = (route: Pick<RouteDef, 'access'>): boolean =>
  route.access !== 'public';

export const allowedRoles = (access: Access): readonly Role[] | undefined =>
  typeof access === 'string' ? undefined : access;

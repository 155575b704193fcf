import type { z } from 'zod';
import type { Role } from '../core/actor.js';
import type { RateLimitKind } from '../core/rate-limits/limits.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or only members of the named groups. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/**
 * What a handler touches. infra/constructs/app-function.ts turns each need into exactly the
 * IAM grant and settings it requires, so permissions never drift from the code.
 */
export type Need =
  | 'data:read'
  | 'data:write'
  | 'identity'
  | 'mail'
  | 'storage'
  | 'events'
  /** Reverse geocoding (Amazon Location place index; the reference data locally). */
  | 'geocoding'
  /** The payment provider's API and webhook secret (lambdas/ports/payments.ts). */
  | 'payments'
  /** Sending texts through End User Messaging SMS (lambdas/ports/sms.ts). */
  | 'sms'
  /** Putting messages on the paced mail queue (lambdas/ports/mail-queue.ts). */
  | 'mail:queue'
  /** Reading the SES account's sending state and rate (lambdas/ports/mail-account.ts). */
  | 'mail:account'
  /** Read-only describe calls on every backing service, for GET /api/health. */
  | 'probe';

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
  response?: z.ZodType;
  /**
   * A per-caller limit (lambdas/core/rate-limits/limits.ts), counted after the input is valid
   * and before the domain runs: per user, or per the body's `email` for kinds counted per address.
   */
  rateLimit?: RateLimitKind;
  /**
   * The SPA may keep this request when written offline and send it again later with the same
   * Idempotency-Key (web/src/lib/offline/outbox.ts): a repeat gets the first answer, not a
   * second effect (lambdas/http/keyed-requests.ts). Signed-in routes that write only.
   */
  keptOffline?: true;
  /**
   * A public route whose answer depends on who is asking (a post's `liked`): API Gateway checks
   * no token and passes no claims on a public route, so the HTTP edge verifies the caller's
   * optional bearer token itself (http-handler.ts, in both runtimes), and infra gives the
   * function the token settings (the `auth` concern). Public routes only (route-table test).
   */
  personalises?: true;
}

/** Users with a profile of their own: caregivers, cooks and institutions. */
export const profileOwners = ['childcarer', 'cook', 'institution'] as const;

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

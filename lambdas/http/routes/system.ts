import * as z from 'zod';
import { messageResponse } from '../../core/auth/schemas.js';
import { visitorCountryResponse } from '../../core/location/schemas.js';
import { socialProviders } from '../../core/ports/identity.js';
import { defineRoute, type RouteDef } from '../route.js';

/** One backing service's answer to its probe: how long it took, and what failed. */
const probeState = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), ms: z.number() }),
  z.object({ ok: z.literal(false), ms: z.number(), error: z.string() }),
]);

/** GET /api/health: each backing service's state (200 when all answer, 503 otherwise). */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(z.string(), probeState),
});

/** GET /api/config: what the browser needs to talk to the user pool (no secret). */
export const clientConfigResponse = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only set locally (cognito-local); in AWS, Amplify derives the endpoint from the region. */
  userPoolEndpoint: z.string().optional(),
  socialProviders: z.array(z.enum(socialProviders)),
  oauthDomain: z.string().optional(),
  /** The app client of the hosted-UI social sign-in; password sessions use userPoolClientId. */
  socialClientId: z.string().optional(),
  /** CloudWatch RUM, only on stages that turn it on (never locally). */
  rum: z
    .object({
      appMonitorId: z.string(),
      region: z.string(),
      /** Share of sessions recorded, 0 to 1. */
      sessionSampleRate: z.number(),
    })
    .optional(),
});

/** The system routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'State of each backing service',
    handler: 'system/health',
    needs: ['probe'],
    response: healthResponse,
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    handler: 'system/openapi',
    needs: [],
    response: z.record(z.string(), z.unknown()),
  }),
  clientConfig: defineRoute({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Sign-in settings for the web app',
    handler: 'system/client-config',
    needs: [],
    response: clientConfigResponse,
    // Changes only with a deploy: a minute old is fresh enough, and a visit never waits on it.
    cache: { maxAge: 60, sMaxAge: 60, staleWhileRevalidate: 60 },
  }),
  visitorCountry: defineRoute({
    method: 'GET',
    path: '/api/visitor-country',
    access: 'public',
    summary: "The country the visit comes from (CloudFront's viewer country), or null",
    handler: 'system/visitor-country',
    needs: [],
    // The same for every visit from one country, so the country is part of the cache key.
    cache: { maxAge: 60, sMaxAge: 60, staleWhileRevalidate: 60, byViewerCountry: true },
    response: visitorCountryResponse,
  }),
  adminPing: defineRoute({
    method: 'GET',
    path: '/api/admin/ping',
    access: ['admin', 'super_admin'],
    summary: 'Checks that the caller is an admin (used by the admin area shell)',
    handler: 'system/admin-ping',
    needs: ['data:read'],
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;

import { messageResponse } from '../../core/auth/schemas.js';
import { visitorCountryResponse } from '../../core/location/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The system routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'State of each backing service',
    handler: 'system/health',
    needs: ['probe'],
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    handler: 'system/openapi',
    needs: [],
  }),
  clientConfig: defineRoute({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Sign-in settings for the web app',
    handler: 'system/client-config',
    needs: [],
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

import { messageResponse } from '../../core/auth/schemas.js';
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

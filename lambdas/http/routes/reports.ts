import { messageResponse } from '../../core/auth/schemas.js';
import { reportBody } from '../../core/reports/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The reports routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const reportsRoutes = {
  createReport: defineRoute({
    method: 'POST',
    path: '/api/reports',
    access: 'signed-in',
    summary:
      'Report a post, comment, profile, message, review or job to the admins (once per person and thing)',
    handler: 'reports/create-report',
    keptOffline: true,
    needs: ['data:write'],
    body: reportBody,
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;

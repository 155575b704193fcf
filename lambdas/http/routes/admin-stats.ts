import { messageResponse } from '../../core/auth/schemas.js';
import { pageViewBody, reportCardsResponse } from '../../core/admin-stats/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The admin-stats routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const adminStatsRoutes = {
  adminStats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    access: ['admin', 'super_admin'],
    summary: 'The admin report cards, read from counters kept by the writes (never a scan)',
    handler: 'admin-stats/report-cards',
    needs: ['data:read'],
    response: reportCardsResponse,
  }),
  pageView: defineRoute({
    method: 'POST',
    path: '/api/traffic/page-view',
    access: 'public',
    summary: "Count a page view by route pattern and user type (the site's own analytics)",
    handler: 'admin-stats/page-view',
    needs: ['data:write'],
    body: pageViewBody,
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;

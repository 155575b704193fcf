import {
  salaryGuideQuery,
  salaryGuideResponse,
  townGuideQuery,
  townGuideResponse,
} from '../../core/salary-guide/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/**
 * Figures move only when jobs are published, paused, edited or deleted: a minute old is fine. The
 * place is in the query string, not the path, so each route is one CloudFront behaviour
 * (infra/web-shared-answers.ts) keyed by the whole query.
 */
const guideCache = { maxAge: 60, sMaxAge: 60, staleWhileRevalidate: 60 };

/** The salary guide's routes of THE route table (lambdas/http/routes.ts). */
export const salaryGuideRoutes = {
  salaryGuide: defineRoute({
    method: 'GET',
    path: '/api/salary-guide',
    access: 'public',
    summary:
      'Monthly salaries of published jobs of a position: median and quartiles of the finest area (town, region, country) with five jobs or more',
    handler: 'salary-guide/salary-guide',
    needs: ['data:read'],
    cache: guideCache,
    query: salaryGuideQuery,
    response: salaryGuideResponse,
  }),
  townGuide: defineRoute({
    method: 'GET',
    path: '/api/salary-guide/town',
    access: 'public',
    summary:
      'A town’s salary guide: every position counted there, with the figures of the finest area that has five jobs of it',
    handler: 'salary-guide/town-guide',
    needs: ['data:read'],
    cache: guideCache,
    query: townGuideQuery,
    response: townGuideResponse,
  }),
} satisfies Record<string, RouteDef>;

import {
  caregiverCountResponse,
  featuredCaregiversResponse,
  featuredQuery,
  findCaregiversQuery,
  findCaregiversResponse,
} from '../../core/search/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The search routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const searchRoutes = {
  findCaregivers: defineRoute({
    method: 'GET',
    path: '/api/caregivers',
    access: 'public',
    summary: 'Live, complete caregivers by the search filters; featured first; 15 a page',
    handler: 'search/find-caregivers',
    needs: ['data:read', 'storage:read'],
    query: findCaregiversQuery,
    response: findCaregiversResponse,
  }),
  featuredCaregivers: defineRoute({
    method: 'GET',
    path: '/api/caregivers/featured',
    access: 'public',
    summary: 'Caregivers whose featured placement is running, in a country or anywhere; at most 15',
    handler: 'search/featured-caregivers',
    needs: ['data:read', 'storage:read'],
    query: featuredQuery,
    // A placement just bought shows within a minute (30 s fresh, 30 s more while refreshed).
    cache: { maxAge: 30, sMaxAge: 30, staleWhileRevalidate: 30 },
    response: featuredCaregiversResponse,
  }),
  caregiverCount: defineRoute({
    method: 'GET',
    path: '/api/caregiver-count',
    access: 'public',
    summary: 'How many caregivers are live (the home banner)',
    handler: 'search/caregiver-count',
    needs: ['data:read'],
    cache: { maxAge: 30, sMaxAge: 30, staleWhileRevalidate: 30 },
    response: caregiverCountResponse,
  }),
} satisfies Record<string, RouteDef>;

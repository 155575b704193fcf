import { referralsResponse } from '../../core/referrals/schemas.js';
import { pageQuery } from '../../core/db/page-cursor.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The referrals routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const referralsRoutes = {
  referrals: defineRoute({
    method: 'GET',
    path: '/api/referrals',
    access: ['parent', 'childcarer', 'cook', 'institution'],
    summary: 'The own referral link and the members it brought, 15 a page',
    handler: 'referrals/list-referrals',
    needs: ['data:read'],
    query: pageQuery,
    response: referralsResponse,
  }),
} satisfies Record<string, RouteDef>;

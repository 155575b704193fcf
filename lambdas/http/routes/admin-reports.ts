import { messageResponse } from '../../core/auth/schemas.js';
import {
  documentQueueResponse,
  reviewBody,
  reviewParams,
  suspendBody,
  suspensionParams,
} from '../../core/moderation/schemas.js';
import {
  reportDecisionBody,
  reportDetailResponse,
  reportParams,
  reportQueueQuery,
  reportQueueResponse,
} from '../../core/reports/schemas.js';
import { pageQuery } from '../../core/db/page-cursor.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The admin-reports routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const adminReportsRoutes = {
  adminReports: defineRoute({
    method: 'GET',
    path: '/api/admin/reports',
    access: ['admin', 'super_admin'],
    summary: 'Open reports (oldest first) or closed ones (newest first), 15 a page',
    handler: 'admin-reports/list-reports',
    needs: ['data:read'],
    query: reportQueueQuery,
    response: reportQueueResponse,
  }),
  adminReport: defineRoute({
    method: 'GET',
    path: '/api/admin/reports/{id}',
    access: ['admin', 'super_admin'],
    summary: 'One report with the reported content as text',
    handler: 'admin-reports/read-report',
    needs: ['data:read'],
    params: reportParams,
    response: reportDetailResponse,
  }),
  decideReport: defineRoute({
    method: 'PUT',
    path: '/api/admin/reports/{id}/decision',
    access: ['admin', 'super_admin'],
    summary:
      'Act on a report: dismiss it, hide the content or suspend the user (who and when kept)',
    handler: 'admin-reports/decide-report',
    needs: ['data:write', 'identity:suspend', 'identity:end-sessions'],
    params: reportParams,
    body: reportDecisionBody,
    response: reportDetailResponse,
  }),
  unhideContent: defineRoute({
    method: 'PUT',
    path: '/api/admin/reports/{id}/unhide',
    access: ['admin', 'super_admin'],
    summary:
      'Show again the post, comment, message, review or job this report hid (who and when kept on the report)',
    handler: 'admin-reports/unhide-content',
    needs: ['data:write'],
    params: reportParams,
    response: reportDetailResponse,
  }),
  suspendUser: defineRoute({
    method: 'PUT',
    path: '/api/admin/suspensions/{uid}',
    access: ['admin', 'super_admin'],
    summary: 'Suspend a user with a reason (never yourself or a super admin)',
    handler: 'admin-reports/suspend-user',
    needs: ['data:write', 'identity:suspend', 'identity:end-sessions'],
    params: suspensionParams,
    body: suspendBody,
    response: messageResponse,
  }),
  liftSuspension: defineRoute({
    method: 'DELETE',
    path: '/api/admin/suspensions/{uid}',
    access: ['admin', 'super_admin'],
    summary: 'Lift a suspension: the user signs in again and is back in search',
    handler: 'admin-reports/lift-suspension',
    needs: ['data:write', 'identity:reinstate'],
    params: suspensionParams,
    response: messageResponse,
  }),
  documentQueue: defineRoute({
    method: 'GET',
    path: '/api/admin/verifications',
    access: ['admin', 'super_admin'],
    summary: 'Police and medical clearances and certificates waiting for review, 15 a page',
    handler: 'admin-reports/list-verifications',
    needs: ['data:read'],
    query: pageQuery,
    response: documentQueueResponse,
  }),
  reviewDocument: defineRoute({
    method: 'PUT',
    path: '/api/admin/verifications/{uid}/{kind}',
    access: ['admin', 'super_admin'],
    summary: 'Approve a document (verified badge) or reject it (the user is e-mailed why)',
    handler: 'admin-reports/review-document',
    needs: ['data:write', 'mail:outbox'],
    params: reviewParams,
    body: reviewBody,
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;

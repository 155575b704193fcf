import { jobParams } from '../../core/jobs/schemas.js';
import {
  applicantParams,
  applicationDecisionBody,
  applicationResponse,
  jobApplicationsResponse,
  myApplicationsResponse,
} from '../../core/applications/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The applications routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const applicationsRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/api/jobs/{id}/applications',
    access: ['childcarer', 'cook'],
    summary: 'Apply to a published job (once; a complete profile; 10 without a package)',
    handler: 'applications/apply',
    needs: ['data:write'],
    readsTogether: true,
    params: jobParams,
    response: applicationResponse,
  }),
  myApplications: defineRoute({
    method: 'GET',
    path: '/api/my/applications',
    access: ['childcarer', 'cook'],
    summary:
      'The caller’s applications, newest first, with their state; the free applications left',
    handler: 'applications/my-applications',
    needs: ['data:read'],
    response: myApplicationsResponse,
  }),
  jobApplications: defineRoute({
    method: 'GET',
    path: '/api/jobs/{id}/applications',
    access: ['parent', 'admin', 'super_admin'],
    summary: 'The applications to one of the caller’s jobs, and the offers made for it',
    handler: 'applications/job-applications',
    needs: ['data:read'],
    params: jobParams,
    response: jobApplicationsResponse,
  }),
  decideApplication: defineRoute({
    method: 'PUT',
    path: '/api/jobs/{id}/applications/{uid}',
    access: ['parent', 'admin', 'super_admin'],
    summary: 'Shortlist or decline an application to one of the caller’s jobs',
    handler: 'applications/decide',
    needs: ['data:write'],
    params: applicantParams,
    body: applicationDecisionBody,
    response: applicationResponse,
  }),
} satisfies Record<string, RouteDef>;

import { messageResponse } from '../../core/auth/schemas.js';
import { findJobsQuery } from '../../core/jobs/find-jobs.js';
import { jobBody, jobParams } from '../../core/jobs/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The jobs routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const jobsRoutes = {
  createJob: defineRoute({
    method: 'POST',
    path: '/api/jobs',
    access: ['parent'],
    summary: 'Post a job; published at once when the poster holds a parent package',
    handler: 'jobs/create-job',
    rateLimit: 'job-posts',
    needs: ['data:write'],
    body: jobBody,
  }),
  myJobs: defineRoute({
    method: 'GET',
    path: '/api/my/jobs',
    access: ['parent'],
    summary: 'The jobs the caller posted, newest first',
    handler: 'jobs/my-jobs',
    needs: ['data:read'],
  }),
  updateJob: defineRoute({
    method: 'PUT',
    path: '/api/jobs/{id}',
    access: ['parent'],
    summary: 'Edit an own job (search shows the change at once when it is published)',
    handler: 'jobs/update-job',
    keptOffline: true,
    needs: ['data:write'],
    params: jobParams,
    body: jobBody,
  }),
  publishJob: defineRoute({
    method: 'POST',
    path: '/api/jobs/{id}/publish',
    access: ['parent'],
    summary: 'Publish (or resume) an own job; needs an active parent package',
    handler: 'jobs/publish-job',
    rateLimit: 'job-posts',
    needs: ['data:write'],
    params: jobParams,
  }),
  pauseJob: defineRoute({
    method: 'POST',
    path: '/api/jobs/{id}/pause',
    access: ['parent'],
    summary: 'Take an own published job off search for now',
    handler: 'jobs/pause-job',
    needs: ['data:write'],
    params: jobParams,
  }),
  deleteJob: defineRoute({
    method: 'DELETE',
    path: '/api/jobs/{id}',
    access: ['parent'],
    summary: 'Delete an own job',
    handler: 'jobs/delete-job',
    needs: ['data:write'],
    params: jobParams,
    response: messageResponse,
  }),
  findJobs: defineRoute({
    method: 'GET',
    path: '/api/jobs',
    access: 'public',
    summary: 'Published jobs by position and country, newest first, 15 a page',
    handler: 'jobs/find-jobs',
    needs: ['data:read'],
    query: findJobsQuery,
  }),
  viewJob: defineRoute({
    method: 'GET',
    path: '/api/jobs/{id}',
    access: 'public',
    summary:
      'A published job (queues the view, counted once a day per viewer); never the poster’s e-mail',
    handler: 'jobs/view-job',
    // The viewer counted is the signed-in user when there is one (traffic/views.ts).
    personalises: true,
    needs: ['data:read', 'views:queue'],
    params: jobParams,
  }),
  jobTotals: defineRoute({
    method: 'GET',
    path: '/api/job-totals',
    access: 'public',
    summary: 'Published jobs per country and per region (only those above zero)',
    handler: 'jobs/job-totals',
    needs: ['data:read'],
    cache: { maxAge: 30, sMaxAge: 30, staleWhileRevalidate: 30 },
  }),
} satisfies Record<string, RouteDef>;

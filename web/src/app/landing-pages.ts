import {
  landingPages as landings,
  type LandingPath,
} from '../../../lambdas/core/reference/screens.js';
import { jobsRoutes } from '../../../lambdas/http/routes/jobs.js';
import { searchRoutes } from '../../../lambdas/http/routes/search.js';
import { ANY_COUNTRY, ANY_POSITION, findJobsQuery } from '../features/jobs/api/find-jobs-path.js';
import {
  filterDefaults,
  findCaregiversQuery,
} from '../features/search/api/find-caregivers-path.js';
import { addressOf } from '../lib/route-address.js';

/**
 * What the build (web/vite.config.ts) writes into each landing page's HTML besides its first
 * render: preloads for the page's chunks (`modules`, relative to web/), so they download with
 * the entry instead of after it has run, and for `fetches`, the API reads the page starts with
 * (a list's first page of the default search), so the answer travels alongside the scripts
 * instead of after them, and the page's own fetch of the same address (call-route.ts, built by
 * the same addressOf from the same route and query) takes it over. Keyed by
 * the shared list of landing pages (@core/reference/screens), so none is left without. Imported
 * by the build, not by the SPA: relative paths, as Node resolves them.
 */
const preloads: Record<LandingPath, { modules: string[]; fetches?: string[] }> = {
  '/': { modules: ['src/features/home/components/home-page.tsx'] },
  '/find_childcarer/all': {
    modules: [
      'src/features/search/components/find-caregiver-page.tsx',
      'src/lib/with-query-client.tsx',
    ],
    fetches: [addressOf(searchRoutes.findCaregivers.path, {}, findCaregiversQuery(filterDefaults))],
  },
  '/find_job/all': {
    modules: ['src/features/jobs/components/find-job-page.tsx', 'src/lib/with-query-client.tsx'],
    // The list and the totals card above it (features/jobs/api/find-jobs.ts).
    fetches: [
      addressOf(jobsRoutes.findJobs.path, {}, findJobsQuery(ANY_POSITION, ANY_COUNTRY)),
      jobsRoutes.jobTotals.path,
    ],
  },
};

/** The landing pages with what their HTML preloads, in the shared list's order. */
export const landingPages = landings.map((page) => ({ ...page, ...preloads[page.path] }));

import {
  ANY_COUNTRY,
  ANY_POSITION,
  findJobsPath,
  JOB_TOTALS_PATH,
} from '../features/jobs/api/find-jobs-path.js';
import { filterDefaults, findCaregiversPath } from '../features/search/api/find-caregivers-path.js';

/**
 * The pages a visitor lands on. Each gets its own HTML file, written at build time
 * (web/vite.config.ts): the markup of the page's first render (prerender.tsx) and the CSS, so it
 * paints as soon as the HTML arrives, and preloads for the page's chunks (`modules`, relative to
 * web/), so they download with the entry instead of after it has run. index.html is the home
 * page; app.html, with no prerendered page, is served for every other address. The servers map
 * paths to these files: infra/local/spa-static.ts (a folder's index.html) and the CloudFront
 * viewer-request function (infra/web.ts), both from this list.
 * `fetches` are the API reads the page starts with (a list's first page of the default search):
 * the HTML preloads them, so the answer travels alongside the scripts instead of after them, and
 * the page's own fetch of the same address takes it over.
 */
export const landingPages: { path: string; html: string; modules: string[]; fetches?: string[] }[] =
  [
    { path: '/', html: 'index.html', modules: ['src/features/home/components/home-page.tsx'] },
    {
      path: '/find_childcarer/all',
      html: 'find_childcarer/all/index.html',
      modules: [
        'src/features/search/components/find-caregiver-page.tsx',
        'src/lib/with-query-client.tsx',
      ],
      fetches: [findCaregiversPath(filterDefaults)],
    },
    {
      path: '/find_job/all',
      html: 'find_job/all/index.html',
      modules: ['src/features/jobs/components/find-job-page.tsx', 'src/lib/with-query-client.tsx'],
      // The list and the totals card above it (features/jobs/api/find-jobs.ts).
      fetches: [findJobsPath(ANY_POSITION, ANY_COUNTRY), JOB_TOTALS_PATH],
    },
  ];

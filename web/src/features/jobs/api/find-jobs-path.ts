/**
 * The addresses of a page of GET /api/jobs and of the totals, and the choices a visitor starts from. Apart from the
 * hook (find-jobs.ts) and free of imports, so the build (app/landing-pages.ts) can preload the
 * first page from the landing page's HTML at exactly the address the page then fetches.
 */
export const ANY_POSITION = 'Any Position';
export const ANY_COUNTRY = 'Any country';

export function findJobsPath(position: string, country: string, cursor?: string): string {
  const query = new URLSearchParams({ position, country });
  if (cursor) query.set('cursor', cursor);
  return `/api/jobs?${query.toString()}`;
}

/** GET /api/job-totals: published jobs per country and region. */
export const JOB_TOTALS_PATH = '/api/job-totals';

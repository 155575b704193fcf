/**
 * The query of a page of GET /api/jobs and the choices a visitor starts from. Apart from the
 * hook (find-jobs.ts) and free of imports, so the build (app/landing-pages.ts) can preload the
 * first page from the landing page's HTML at exactly the address the page then fetches.
 */
export const ANY_POSITION = 'Any Position';
export const ANY_COUNTRY = 'Any country';

/** The query of a page of GET /api/jobs: the page and the landing page's preload list it alike. */
export const findJobsQuery = (position: string, country: string, cursor?: string) => ({
  position,
  country,
  cursor,
});

import { httpHandler } from '../../http-handler.js';
import { systemRoutes as routes } from '../../routes/system.js';
import { viewerCountry } from '../../viewer-country.js';

/**
 * Where the visit comes from, so the SPA asks only when it is unknown. Kept per country at the
 * edge (the route's `cache`): the answer is the viewer-country header and nothing else.
 */
export const handler = httpHandler(routes.visitorCountry, async ({ headers }) => ({
  country: viewerCountry(headers) ?? null,
}));

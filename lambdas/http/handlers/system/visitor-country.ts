import { httpHandler } from '../../http-handler.js';
import { systemRoutes as routes } from '../../routes/system.js';
import { viewerCountry } from '../../viewer-country.js';

/** Where the visit comes from, so the SPA asks only when it is unknown (answers are no-store). */
export const handler = httpHandler(routes.visitorCountry, async ({ headers }) => ({
  country: viewerCountry(headers) ?? null,
}));

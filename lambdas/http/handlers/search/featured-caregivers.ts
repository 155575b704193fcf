import { featuredCaregivers } from '../../../core/search/featured.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { searchRoutes as routes } from '../../routes/search.js';

export const handler = httpHandler(routes.featuredCaregivers, ({ query }) =>
  featuredCaregivers(storage, query.country),
);

import { featuredCaregivers } from '../../../core/search/featured.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.featuredCaregivers, ({ query }) =>
  featuredCaregivers(storage, query.country),
);

import { findCaregivers } from '../../../core/search/find-caregivers.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { searchRoutes as routes } from '../../routes/search.js';

export const handler = httpHandler(routes.findCaregivers, ({ query }) =>
  findCaregivers(storage, query),
);

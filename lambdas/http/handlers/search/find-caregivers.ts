import { findCaregivers } from '../../../core/search/find-caregivers.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.findCaregivers, ({ query }) =>
  findCaregivers(storage, query),
);

import { changeLocation } from '../../../core/location/change-location.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.changeLocation, ({ actor, body }) =>
  changeLocation(actor, body, Date.now()),
);

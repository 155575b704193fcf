import { changeLocation } from '../../../core/location/change-location.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.changeLocation, ({ actor, body }) =>
  changeLocation(signedIn(actor), body, Date.now()),
);

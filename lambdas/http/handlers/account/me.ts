import { users } from '../../../core/users/users.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.me, async ({ actor }) =>
  users.require(signedIn(actor).uid),
);

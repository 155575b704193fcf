import { acceptTerms } from '../../../core/users/accept-terms.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.acceptTerms, ({ actor, body }) =>
  acceptTerms(signedIn(actor).uid, body.version, Date.now()),
);

import { acceptTerms } from '../../../core/users/accept-terms.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.acceptTerms, ({ actor, body }) =>
  acceptTerms(actor.uid, body.version, Date.now()),
);

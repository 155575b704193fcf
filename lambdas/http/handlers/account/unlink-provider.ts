import { unlinkProvider } from '../../../core/auth/linked-providers.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.unlinkProvider, ({ actor, body }) =>
  unlinkProvider(accountPorts(), signedIn(actor), body.provider),
);

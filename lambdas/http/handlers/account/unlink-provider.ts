import { unlinkProvider } from '../../../core/auth/linked-providers.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.unlinkProvider, ({ actor, body }) =>
  unlinkProvider(accountPorts(), actor, body.provider),
);

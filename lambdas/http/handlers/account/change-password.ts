import { changePassword } from '../../../core/auth/account.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.changePassword, ({ actor, body }) =>
  changePassword(accountPorts(), actor, body),
);

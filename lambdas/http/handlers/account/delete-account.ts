import { deleteAccount } from '../../../core/auth/account.js';
import { storage } from '../../../ports/storage.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';

export const handler = httpHandler(routes.deleteAccount, ({ actor, body }) =>
  deleteAccount(accountPorts(), storage, actor, body),
);

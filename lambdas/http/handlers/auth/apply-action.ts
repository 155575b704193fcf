import { applyAction } from '../../../core/auth/actions.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { authRoutes as routes } from '../../routes/auth.js';

export const handler = httpHandler(routes.applyAction, ({ body }) =>
  applyAction(accountPorts(), body.mode, body.oobCode),
);

import { resendVerification } from '../../../core/auth/register.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { authRoutes as routes } from '../../routes/auth.js';

export const handler = httpHandler(routes.resendVerification, ({ body }) =>
  resendVerification(accountPorts(), body.email),
);

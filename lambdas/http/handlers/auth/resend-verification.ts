import { resendVerification } from '../../../core/auth/register.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.resendVerification, ({ body }) =>
  resendVerification(accountPorts(), body.email),
);

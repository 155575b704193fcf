import { signInByPhone } from '../../../core/phone-accounts/phone-accounts.js';
import { phoneAccountPorts } from '../../phone-account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { phoneAccountRoutes as routes } from '../../routes/phone-accounts.js';

export const handler = httpHandler(routes.phoneSignIn, ({ body }) =>
  signInByPhone(phoneAccountPorts(), body),
);

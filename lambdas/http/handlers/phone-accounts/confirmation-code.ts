import { textConfirmationCode } from '../../../core/phone-accounts/phone-accounts.js';
import { httpHandler } from '../../http-handler.js';
import { phoneAccountPorts } from '../../phone-account-ports.js';
import { phoneAccountRoutes as routes } from '../../routes/phone-accounts.js';

export const handler = httpHandler(routes.phoneConfirmationCode, ({ actor }) =>
  textConfirmationCode(phoneAccountPorts(), actor.uid, Date.now()),
);

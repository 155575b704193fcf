import { textCodeToNewNumber } from '../../../core/phone-accounts/change-number.js';
import { httpHandler } from '../../http-handler.js';
import { phoneAccountPorts } from '../../phone-account-ports.js';
import { phoneAccountRoutes as routes } from '../../routes/phone-accounts.js';

export const handler = httpHandler(routes.signInPhoneCode, ({ actor, body }) =>
  textCodeToNewNumber(phoneAccountPorts(), actor, body),
);

import { registerByPhone } from '../../../core/phone-accounts/phone-accounts.js';
import { phoneAccountPorts } from '../../phone-account-ports.js';
import { httpHandler, reply } from '../../http-handler.js';
import { phoneAccountRoutes as routes } from '../../routes/phone-accounts.js';
import { viewerCountry } from '../../viewer-country.js';

export const handler = httpHandler(routes.phoneRegister, async ({ body, headers }) =>
  reply(201, await registerByPhone(phoneAccountPorts(), body, viewerCountry(headers))),
);

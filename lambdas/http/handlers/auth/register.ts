import { register } from '../../../core/auth/register.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler, reply } from '../../http-handler.js';
import { authRoutes as routes } from '../../routes/auth.js';
import { viewerCountry } from '../../viewer-country.js';

export const handler = httpHandler(routes.register, async ({ body, headers }) =>
  reply(201, await register(accountPorts(), body, viewerCountry(headers))),
);

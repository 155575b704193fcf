import { chooseUserType } from '../../../core/auth/choose-user-type.js';
import { accountPorts } from '../../account-ports.js';
import { httpHandler } from '../../http-handler.js';
import { accountRoutes as routes } from '../../routes/account.js';
import { viewerCountry } from '../../viewer-country.js';

export const handler = httpHandler(routes.chooseUserType, ({ actor, body, headers }) =>
  chooseUserType(accountPorts(), actor, body.user_type, body.source, [
    body.country,
    viewerCountry(headers),
  ]),
);

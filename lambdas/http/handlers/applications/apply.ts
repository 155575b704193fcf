import { apply } from '../../../core/applications/applications.js';
import { httpHandler, reply } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.apply, async ({ actor, params }) =>
  reply(201, await apply(signedIn(actor), params.id, Date.now())),
);

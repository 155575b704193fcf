import { decide } from '../../../core/applications/applications.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.decideApplication, ({ actor, params, body }) =>
  decide(signedIn(actor), params.id, params.uid, body.status, Date.now()),
);

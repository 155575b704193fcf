import { liftSuspension } from '../../../core/moderation/suspensions.js';
import { identity } from '../../../ports/identity.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.liftSuspension, ({ params }) =>
  liftSuspension(identity, params.uid, Date.now()),
);

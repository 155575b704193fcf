import { repliesOf } from '../../../core/community/replies.js';
import { viewerOf } from '../../../core/traffic/views.js';
import { clientOf } from '../../caller-address.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(
  routes.commentReplies,
  ({ actor, params, query, callerAddress }) =>
    repliesOf(actor, params.id, params.cid, query.cursor, viewerOf(actor, clientOf(callerAddress))),
);

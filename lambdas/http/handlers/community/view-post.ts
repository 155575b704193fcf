import { viewPost } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { viewerOf } from '../../../core/traffic/views.js';
import { clientOf } from '../../caller-address.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.viewPost, ({ actor, params, callerAddress }) =>
  viewPost(storage, actor, params.id, viewerOf(actor, clientOf(callerAddress))),
);

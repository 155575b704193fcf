import { likePost } from '../../../core/community/likes.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.likePost, ({ actor, params }) =>
  likePost(signedIn(actor), params.id, Date.now()),
);

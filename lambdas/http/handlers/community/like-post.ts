import { likePost } from '../../../core/community/likes.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.likePost, ({ actor, params }) =>
  likePost(signedIn(actor), params.id, Date.now()),
);

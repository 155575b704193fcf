import { deletePost } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.deletePost, ({ actor, params }) =>
  deletePost(storage, signedIn(actor), params.id),
);

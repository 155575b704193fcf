import { myPosts } from '../../../core/community/posts.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.myPosts, ({ actor, query }) =>
  myPosts(storage, signedIn(actor), query.cursor),
);

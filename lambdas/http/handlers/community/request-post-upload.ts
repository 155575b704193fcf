import { requestPostUpload } from '../../../core/community/post-upload.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { communityRoutes as routes } from '../../routes/community.js';

export const handler = httpHandler(routes.requestPostUpload, ({ actor, body }) =>
  requestPostUpload(storage, actor, body),
);

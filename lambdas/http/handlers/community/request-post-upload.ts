import { requestPostUpload } from '../../../core/community/attachments.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.requestPostUpload, ({ actor, body }) =>
  requestPostUpload(storage, signedIn(actor), body),
);

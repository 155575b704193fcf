import { requestUpload } from '../../../core/profiles/documents.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.requestUpload, ({ actor, body }) =>
  requestUpload(storage, signedIn(actor), body),
);

import { confirmUpload } from '../../../core/profiles/confirm-upload.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { profileDocumentsRoutes as routes } from '../../routes/profile-documents.js';

export const handler = httpHandler(routes.confirmUpload, ({ actor, body }) =>
  confirmUpload(storage, actor, body, Date.now()),
);

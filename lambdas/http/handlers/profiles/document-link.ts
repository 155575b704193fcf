import { documentLink } from '../../../core/profiles/documents.js';
import { storage } from '../../../ports/storage.js';
import { httpHandler } from '../../http-handler.js';
import { profileDocumentsRoutes as routes } from '../../routes/profile-documents.js';

export const handler = httpHandler(routes.documentLink, ({ actor, params }) =>
  documentLink(storage, actor, params.uid, params.kind),
);

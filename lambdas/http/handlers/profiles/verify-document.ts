import { verifyDocument } from '../../../core/profiles/verify-document.js';
import { httpHandler } from '../../http-handler.js';
import { profileDocumentsRoutes as routes } from '../../routes/profile-documents.js';

export const handler = httpHandler(routes.verifyDocument, ({ params, body }) =>
  verifyDocument(params.uid, params.kind, body.valid, Date.now()),
);

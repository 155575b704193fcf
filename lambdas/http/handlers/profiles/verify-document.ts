import { verifyDocument } from '../../../core/profiles/verify-document.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.verifyDocument, ({ params, body }) =>
  verifyDocument(params.uid, params.kind, body.valid, Date.now()),
);

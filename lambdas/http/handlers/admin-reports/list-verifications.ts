import { pendingDocuments } from '../../../core/moderation/document-reviews.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.documentQueue, ({ query }) =>
  pendingDocuments(query.cursor),
);

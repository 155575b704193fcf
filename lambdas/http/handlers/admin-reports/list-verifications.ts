import { pendingDocuments } from '../../../core/moderation/document-reviews.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.documentQueue, ({ query }) =>
  pendingDocuments(query.cursor),
);

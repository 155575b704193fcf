import { unhideContent } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.unhideContent, ({ actor, params }) =>
  unhideContent(actor, params.id, Date.now()),
);

import { queuedReports } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.adminReports, ({ query }) =>
  queuedReports(query.status, query.cursor),
);

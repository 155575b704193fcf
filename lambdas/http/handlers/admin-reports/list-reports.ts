import { queuedReports } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.adminReports, ({ query }) =>
  queuedReports(query.status, query.cursor),
);

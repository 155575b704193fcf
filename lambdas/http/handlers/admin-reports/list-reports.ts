import { openReports } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.adminReports, ({ query }) => openReports(query.cursor));

import { readReport } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.adminReport, ({ params }) => readReport(params.id));

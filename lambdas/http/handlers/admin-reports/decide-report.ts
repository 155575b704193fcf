import { decideReport } from '../../../core/reports/admin-reports.js';
import { identity } from '../../../ports/identity.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';

export const handler = httpHandler(routes.decideReport, ({ actor, params, body }) =>
  decideReport(identity, actor, params.id, body.action, Date.now()),
);

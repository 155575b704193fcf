import { createReport } from '../../../core/reports/reports.js';
import { httpHandler, reply } from '../../http-handler.js';
import { reportsRoutes as routes } from '../../routes/reports.js';

export const handler = httpHandler(routes.createReport, async ({ actor, body }) =>
  reply(201, await createReport(actor, body, Date.now())),
);

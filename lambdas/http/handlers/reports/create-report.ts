import { createReport } from '../../../core/reports/reports.js';
import { httpHandler, reply } from '../../http-handler.js';
import { reportsRoutes as routes } from '../../routes/reports.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.createReport, async ({ actor, body }) =>
  reply(201, await createReport(signedIn(actor), body, Date.now())),
);

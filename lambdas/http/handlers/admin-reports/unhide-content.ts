import { unhideContent } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { adminReportsRoutes as routes } from '../../routes/admin-reports.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.unhideContent, ({ actor, params }) =>
  unhideContent(signedIn(actor), params.id, Date.now()),
);

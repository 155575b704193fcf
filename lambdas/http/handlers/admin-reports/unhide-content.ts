import { unhideContent } from '../../../core/reports/admin-reports.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.unhideContent, ({ actor, params }) =>
  unhideContent(signedIn(actor), params.id, Date.now()),
);

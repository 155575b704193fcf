import { recordPageView } from '../../../core/reports-cards/page-views.js';
import { httpHandler, reply } from '../../http-handler.js';
import { adminStatsRoutes as routes } from '../../routes/admin-stats.js';

export const handler = httpHandler(routes.pageView, async ({ body }) => {
  await recordPageView(body, Date.now());
  return reply(202, { message: 'Counted' });
});

import { recordPageView } from '../../../core/admin-stats/page-views.js';
import { clientViewer } from '../../../core/traffic/views.js';
import { clientOf } from '../../caller-address.js';
import { httpHandler, reply } from '../../http-handler.js';
import { adminStatsRoutes as routes } from '../../routes/admin-stats.js';

/**
 * The beacon carries no token (navigator.sendBeacon sets no headers), so the viewer is the
 * client. Answered alike whether the view was counted or had been already.
 */
export const handler = httpHandler(routes.pageView, async ({ body, callerAddress }) => {
  await recordPageView(body, clientViewer(clientOf(callerAddress)), Date.now());
  return reply(202, { message: 'Counted' });
});

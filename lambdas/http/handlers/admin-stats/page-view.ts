import { recordPageView } from '../../../core/reports-cards/page-views.js';
import { httpHandler, reply } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.pageView, async ({ body }) => {
  await recordPageView(body, Date.now());
  return reply(202, { message: 'Counted' });
});

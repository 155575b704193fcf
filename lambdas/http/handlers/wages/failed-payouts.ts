import { failedPayoutList } from '../../../core/wages/admin-payouts.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';

export const handler = httpHandler(routes.failedPayouts, ({ query }) =>
  failedPayoutList(query.cursor),
);

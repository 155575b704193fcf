import { withdrawalsIn } from '../../../core/commissions/commission-lists.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.commissionPayouts, ({ query }) =>
  withdrawalsIn(query.status, query.cursor),
);

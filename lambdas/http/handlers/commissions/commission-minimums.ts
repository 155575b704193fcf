import { commissionMinimums } from '../../../core/commissions/minimum.js';
import { httpHandler } from '../../http-handler.js';
import { commissionsRoutes as routes } from '../../routes/commissions.js';

export const handler = httpHandler(routes.commissionMinimums, async () => ({
  minimums: await commissionMinimums.all(),
}));

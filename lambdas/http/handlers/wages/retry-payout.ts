import { retryFailedPayout } from '../../../core/wages/admin-payouts.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';
import { wagePayments } from '../../wage-ports.js';

export const handler = httpHandler(routes.retryPayout, ({ params }) =>
  retryFailedPayout(wagePayments(), params.reference, Date.now()),
);

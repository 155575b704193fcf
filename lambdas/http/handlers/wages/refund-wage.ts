import { refundWage } from '../../../core/wages/refund-wage.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';
import { wagePayments } from '../../wage-ports.js';

export const handler = httpHandler(routes.refundWage, ({ params, body }) =>
  refundWage(wagePayments(), params.wid, body.reason, Date.now()),
);

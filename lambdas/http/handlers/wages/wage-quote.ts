import { quoteWage } from '../../../core/wages/create-wage.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';
import { wagePayments } from '../../wage-ports.js';

export const handler = httpHandler(routes.wageQuote, ({ actor, params, query }) =>
  quoteWage(actor, params, query, wagePayments(), Date.now()),
);

import { myWages } from '../../../core/wages/payslips.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';

export const handler = httpHandler(routes.myWages, ({ actor, query }) =>
  myWages(actor, query.year, Date.now()),
);

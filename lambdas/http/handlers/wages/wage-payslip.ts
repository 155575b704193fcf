import { payslip } from '../../../core/wages/payslips.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';

export const handler = httpHandler(routes.wagePayslip, ({ actor, params }) =>
  payslip(actor, params.wid),
);

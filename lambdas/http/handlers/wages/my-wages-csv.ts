import { myWagesCsv } from '../../../core/wages/payslips.js';
import { csvReply } from '../../csv-reply.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';

export const handler = httpHandler(routes.myWagesCsv, async ({ actor, query }) => {
  const { year, ...file } = await myWagesCsv(actor, query.year, Date.now());
  return csvReply(`wages-${year}`, file);
});

import { setPayoutNumber } from '../../../core/wages/payout-number.js';
import { httpHandler } from '../../http-handler.js';
import { wagesRoutes as routes } from '../../routes/wages.js';

export const handler = httpHandler(routes.setPayoutNumber, ({ actor, body }) =>
  setPayoutNumber(actor, body, Date.now()),
);

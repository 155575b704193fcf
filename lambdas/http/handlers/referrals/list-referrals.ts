import { referrals } from '../../../core/referrals/referrals.js';
import { httpHandler } from '../../http-handler.js';
import { referralsRoutes as routes } from '../../routes/referrals.js';

export const handler = httpHandler(routes.referrals, ({ actor, query }) =>
  referrals.page(actor.uid, query.cursor),
);

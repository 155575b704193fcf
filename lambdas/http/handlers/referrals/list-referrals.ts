import { referrals } from '../../../core/referrals/referrals.js';
import { httpHandler } from '../../http-handler.js';
import { referralsRoutes as routes } from '../../routes/referrals.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.referrals, ({ actor, query }) =>
  referrals.page(signedIn(actor).uid, query.cursor),
);

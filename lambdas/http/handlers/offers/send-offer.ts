import { sendOffer } from '../../../core/offers/offers.js';
import { httpHandler, reply } from '../../http-handler.js';
import { offersRoutes as routes } from '../../routes/offers.js';

export const handler = httpHandler(routes.sendOffer, async ({ actor, params, body }) => {
  const outcome = await sendOffer(actor, params.id, body, Date.now());
  return reply(201, outcome.offer);
});

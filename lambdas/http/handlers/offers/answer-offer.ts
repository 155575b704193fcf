import { answerOffer } from '../../../core/offers/offers.js';
import { httpHandler } from '../../http-handler.js';
import { offersRoutes as routes } from '../../routes/offers.js';

export const handler = httpHandler(routes.answerOffer, async ({ actor, params, body }) => {
  const outcome = await answerOffer(actor, params.id, params.uid, body.status, Date.now());
  return outcome.offer;
});

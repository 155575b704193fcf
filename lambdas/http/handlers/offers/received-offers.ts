import { receivedOffers } from '../../../core/offers/offers.js';
import { httpHandler } from '../../http-handler.js';
import { offersRoutes as routes } from '../../routes/offers.js';

export const handler = httpHandler(routes.receivedOffers, async ({ actor }) => ({
  offers: await receivedOffers(actor),
}));

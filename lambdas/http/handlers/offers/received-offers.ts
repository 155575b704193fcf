import { receivedOffers } from '../../../core/offers/offers.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.receivedOffers, async ({ actor }) => ({
  offers: await receivedOffers(signedIn(actor)),
}));

import { myMealOrders } from '../../../core/orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.myMealOrders, async ({ actor }) => ({
  orders: await myMealOrders(signedIn(actor)),
}));

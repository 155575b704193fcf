import { takenMealOrders } from '../../../core/orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.takenMealOrders, async ({ actor }) => ({
  orders: await takenMealOrders(signedIn(actor)),
}));

import { myMealOrders } from '../../../core/orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { ordersRoutes as routes } from '../../routes/orders.js';

export const handler = httpHandler(routes.myMealOrders, async ({ actor }) => ({
  orders: await myMealOrders(actor),
}));

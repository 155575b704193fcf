import { takenMealOrders } from '../../../core/orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { ordersRoutes as routes } from '../../routes/orders.js';

export const handler = httpHandler(routes.takenMealOrders, async ({ actor }) => ({
  orders: await takenMealOrders(actor),
}));

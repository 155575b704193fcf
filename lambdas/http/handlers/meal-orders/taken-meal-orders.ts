import { takenMealOrders } from '../../../core/meal-orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { mealOrdersRoutes as routes } from '../../routes/meal-orders.js';

export const handler = httpHandler(routes.takenMealOrders, async ({ actor }) => ({
  orders: await takenMealOrders(actor),
}));

import { myMealOrders } from '../../../core/meal-orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { mealOrdersRoutes as routes } from '../../routes/meal-orders.js';

export const handler = httpHandler(routes.myMealOrders, async ({ actor }) => ({
  orders: await myMealOrders(actor),
}));

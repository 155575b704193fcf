import { openMealOrders } from '../../../core/meal-orders/meal-orders.js';
import { httpHandler } from '../../http-handler.js';
import { mealOrdersRoutes as routes } from '../../routes/meal-orders.js';

export const handler = httpHandler(routes.openMealOrders, ({ actor, query }) =>
  openMealOrders(actor, query),
);

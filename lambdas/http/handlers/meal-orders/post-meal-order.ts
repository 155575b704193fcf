import { postMealOrder } from '../../../core/meal-orders/meal-orders.js';
import { httpHandler, reply } from '../../http-handler.js';
import { mealOrdersRoutes as routes } from '../../routes/meal-orders.js';

export const handler = httpHandler(routes.postMealOrder, async ({ actor, body }) =>
  reply(201, await postMealOrder(actor, body, Date.now())),
);

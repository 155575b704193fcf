import { postMealOrder } from '../../../core/orders/meal-orders.js';
import { httpHandler, reply } from '../../http-handler.js';
import { ordersRoutes as routes } from '../../routes/orders.js';

export const handler = httpHandler(routes.postMealOrder, async ({ actor, body }) =>
  reply(201, await postMealOrder(actor, body, Date.now())),
);

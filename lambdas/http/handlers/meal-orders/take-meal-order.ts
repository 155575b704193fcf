import { takeMealOrder } from '../../../core/meal-orders/take-order.js';
import { httpHandler } from '../../http-handler.js';
import { mealOrdersRoutes as routes } from '../../routes/meal-orders.js';

/** The parent's in-app notice is written with the take; its e-mail goes after the answer. */
export const handler = httpHandler(routes.takeMealOrder, async ({ actor, params, body }) => {
  const taken = await takeMealOrder(actor, params.id, body, Date.now());
  return taken.order;
});

import { myOrders } from '../../../core/payments/orders.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';
import { signedIn } from '../../signed-in.js';

export const handler = httpHandler(routes.myOrders, ({ actor, query }) =>
  myOrders(signedIn(actor), query.cursor),
);

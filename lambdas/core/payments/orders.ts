import type { EntityItem } from 'electrodb';
import { isAdmin, type UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { forbidden, notFound } from '../errors.js';
import type { OrderView } from './order-schemas.js';
import type { Order } from './order.entity.js';

export type OrderItem = EntityItem<typeof Order>;
const PAGE = 15;

export const viewOf = (order: OrderItem): OrderView => ({
  oid: order.oid,
  uid: order.uid,
  pid: order.pid,
  items: order.items,
  currency: order.currency,
  amountMinor: order.amountMinor,
  status: order.status,
  created: order.created,
  updatedAt: order.updatedAt,
  transaction_id: order.transaction_id ?? null,
  completedAt: order.completedAt ?? null,
  failure: order.failure ?? null,
});

/** The order with that id, or not-found (`consistent`: as last written, not a moment before). */
export async function requireOrder(oid: string, consistent = false): Promise<OrderItem> {
  const { data } = await db().entities.order.get({ oid }).go({ consistent });
  if (!data) throw notFound('No such order');
  return data;
}

/** The order, only for its buyer or an admin. */
export async function ownOrder(actor: UserActor, oid: string): Promise<OrderItem> {
  const order = await requireOrder(oid);
  if (order.uid !== actor.uid && !isAdmin(actor)) throw forbidden('This order is not yours');
  return order;
}

/** The caller's orders, newest first, a page at a time. */
export async function myOrders(actor: UserActor, cursor?: string) {
  const page = await db()
    .entities.order.query.byUser({ uid: actor.uid })
    .go({ order: 'desc', limit: PAGE, cursor: cursor ?? null });
  return { orders: page.data.map(viewOf), cursor: page.cursor ?? null };
}

import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { isAdmin, type UserActor } from '../actor.js';
import { transact, failedAt } from '../db/transact.js';
import type { CheckoutRequest } from '../../ports/payments.js';
import { logger } from '../../ports/logger.js';
import { db } from '../db/service.js';
import { conflict, DomainError, forbidden, invalid, notFound } from '../errors.js';
import { users } from '../users/users.js';
import { carts } from './cart.js';
import type { OrderView } from './order-schemas.js';
import type { Order } from './order.entity.js';

export type OrderItem = EntityItem<typeof Order>;
const PAGE = 15;

/** What checkout needs from the payment provider (lambdas/ports/payments.ts) and the settings. */
export interface CheckoutPorts {
  appUrl: string;
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
}

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

/** The order with that id, or not-found. */
export async function requireOrder(oid: string): Promise<OrderItem> {
  const { data } = await db().entities.order.get({ oid }).go();
  if (!data) throw notFound('No such order');
  return data;
}

/** The order, only for its buyer or an admin. */
export async function ownOrder(actor: UserActor, oid: string): Promise<OrderItem> {
  const order = await requireOrder(oid);
  if (order.uid !== actor.uid && !isAdmin(actor)) throw forbidden('This order is not yours');
  return order;
}

const titleOf = (items: OrderItem['items']) =>
  items.map((item) => (item.qty > 1 ? `${item.qty} × ${item.title}` : item.title)).join(', ');

/**
 * Turns the caller's cart into a PENDING order and starts the provider's hosted checkout.
 * The order is written and the cart emptied in one transaction conditional on the cart's
 * version, so what is paid for is exactly what the cart held. The provider is called after
 * the order exists: a payment can never arrive for an order we do not have.
 */
export async function checkout(actor: UserActor, cartName: string, ports: CheckoutPorts) {
  const priced = await carts.mine(actor);
  if (priced.name !== cartName) throw notFound('No such cart');
  if (priced.items.length === 0) throw invalid('Your cart is empty', { cart_name: 'Empty cart' });
  const { data: cart } = await db().entities.cart.get({ uid: actor.uid }).go();
  if (!cart) throw notFound('No such cart');
  const user = await users.require(actor.uid);
  const now = Date.now();
  const oid = randomUUID().replace(/-/g, '');
  const order: OrderItem = {
    oid,
    uid: actor.uid,
    pid: cartName,
    items: priced.items,
    currency: priced.currency,
    amountMinor: priced.totalMinor,
    status: 'PENDING',
    created: now,
    updatedAt: now,
  };
  const codes = await transact(({ order: orders, cart: cartRows }) => [
    orders.create(order).commit(),
    cartRows
      .patch({ uid: actor.uid })
      .set({ items: [], total: 0, date: now, version: cart.version + 1 })
      .where(({ version }, { eq }) => eq(version, cart.version))
      .commit(),
  ]);
  if (codes) {
    if (failedAt(codes, 1)) throw conflict('Your cart changed meanwhile. Please check it again.');
    throw new DomainError('unavailable', 'The order could not be stored. Please try again.');
  }
  const redirectUrl = `${ports.appUrl.replace(/\/+$/, '')}/order/${encodeURIComponent(actor.uid)}/${encodeURIComponent(cartName)}/${oid}`;
  try {
    const { link } = await ports.createCheckout({
      txRef: oid,
      amountMinor: order.amountMinor,
      currency: order.currency,
      redirectUrl,
      email: user.email,
      ...(user.fullname ? { name: user.fullname } : {}),
      title: titleOf(order.items),
    });
    return { order: viewOf(order), link };
  } catch (error) {
    // No link, so nobody can pay it: fail it now so "Try again" is offered.
    await db()
      .entities.order.patch({ oid })
      .set({
        status: 'failed',
        failure: 'The payment provider could not be reached',
        updatedAt: Date.now(),
      })
      .where(({ status }, { eq }) => eq(status, 'PENDING'))
      .go()
      .catch(() => undefined);
    logger.error('Payment provider checkout failed', { oid, error: error as Error });
    throw new DomainError(
      'unavailable',
      'The payment provider cannot be reached. Please try again.',
    );
  }
}

/** The caller's orders, newest first, a page at a time. */
export async function myOrders(actor: UserActor, cursor?: string) {
  const page = await db()
    .entities.order.query.byUser({ uid: actor.uid })
    .go({ order: 'desc', limit: PAGE, cursor: cursor ?? null });
  return { orders: page.data.map(viewOf), cursor: page.cursor ?? null };
}

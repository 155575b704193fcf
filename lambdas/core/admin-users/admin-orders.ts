import type * as z from 'zod';
import { db } from '../db/service.js';
import { viewOf } from '../payments/orders.js';
import type { adminOrdersQuery, transactionsQuery } from './schemas.js';

const PAGE = 15;
/** Sort keys are `${created}#${oid}` with 13-digit times: `to + 1` makes the end inclusive. */
const range = (from?: number, to?: number) => ({
  from: { created: from ?? 0 },
  to: { created: (to ?? 9_999_999_999_998) + 1 },
});

type OrdersQuery = z.infer<typeof adminOrdersQuery>;

/** The read of orders newest first, in one status (gsi1) or all (gsi3), created within a range. */
function ordersQuery(query: Omit<OrdersQuery, 'cursor'>) {
  const { from, to } = range(query.from, query.to);
  const entity = db().entities.order;
  return query.status
    ? entity.query.byStatus({ status: query.status }).between(from, to)
    : entity.query.all({}).between(from, to);
}

/** Orders newest first, in one status or all, created within a range: 15 a page. */
export async function adminOrders(query: OrdersQuery) {
  const options = { order: 'desc' as const, limit: PAGE, cursor: query.cursor ?? null };
  const page = await ordersQuery(query).go(options);
  return { orders: page.data.map(viewOf), cursor: page.cursor ?? null };
}

/**
 * Up to `rows` orders of the same list from its first page on (an export): `more` when the list
 * goes on past them.
 */
export async function allOrders(query: Omit<OrdersQuery, 'cursor'>, rows: number) {
  const page = await ordersQuery(query).go({ order: 'desc', count: rows });
  return { orders: page.data.map(viewOf), more: Boolean(page.cursor) };
}

/** Payments that reached a verdict (COMPLETED or failed), with the provider's transaction id. */
export async function transactions(query: z.infer<typeof transactionsQuery>) {
  return adminOrders(query);
}

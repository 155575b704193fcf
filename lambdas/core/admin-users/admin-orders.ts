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

/** Orders newest first, in one status (gsi1) or all (gsi3), created within a range. */
export async function adminOrders(query: z.infer<typeof adminOrdersQuery>) {
  const { from, to } = range(query.from, query.to);
  const entity = db().entities.order;
  const options = { order: 'desc' as const, limit: PAGE, cursor: query.cursor ?? null };
  const page = query.status
    ? await entity.query.byStatus({ status: query.status }).between(from, to).go(options)
    : await entity.query.all({}).between(from, to).go(options);
  return { orders: page.data.map(viewOf), cursor: page.cursor ?? null };
}

/** Payments that reached a verdict (COMPLETED or failed), with the provider's transaction id. */
export async function transactions(query: z.infer<typeof transactionsQuery>) {
  return adminOrders(query);
}

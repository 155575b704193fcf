import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminUsersRoutes } from '@http/routes/admin-users';
import type { AnswerOf, QueryOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { exportOrders, exportTransactions } from './exports';

export type OrdersPage = AnswerOf<typeof adminUsersRoutes.adminOrders>;
type OrderStatus = NonNullable<QueryOf<typeof adminUsersRoutes.adminOrders>['status']>;
/** A status ('' for all orders; transactions are COMPLETED or failed) and a day range. */
export type OrderFilter = { status: '' | OrderStatus; from: string; to: string };

const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).getTime();

/** The filter's created range, as the query names it. */
const rangeOf = (filter: OrderFilter) => ({
  from: filter.from ? dayStart(filter.from) : undefined,
  to: filter.to ? dayEnd(filter.to) : undefined,
});

/** All orders are listed in any status; transactions only in COMPLETED or failed. */
function queryOf(filter: OrderFilter) {
  const status = filter.status || undefined;
  return {
    orders: { status, ...rangeOf(filter) },
    transactions: { status: status === 'PENDING' ? undefined : status, ...rangeOf(filter) },
  };
}

function ordersOf(list: 'orders' | 'transactions', filter: OrderFilter, cursor?: string) {
  const query = queryOf(filter);
  if (list === 'orders')
    return callRoute(adminUsersRoutes.adminOrders, { query: { ...query.orders, cursor } });
  return callRoute(adminUsersRoutes.transactions, { query: { ...query.transactions, cursor } });
}

/** The list as filtered, as CSV text (the export routes take the list's own filters). */
export function csvOf(list: 'orders' | 'transactions', filter: OrderFilter): Promise<string> {
  const query = queryOf(filter);
  return list === 'orders' ? exportOrders(query.orders) : exportTransactions(query.transactions);
}

/**
 * GET /api/admin/orders or /api/admin/transactions with status and date filters, 15 a page.
 * While a new filter's first page loads, the previous answer stays (`isPlaceholderData`): the
 * table is not swapped for a loading line and back, which would move or replace the rows under
 * a pointer; the new rows replace the old ones when they come.
 */
export const useAdminOrders = (list: 'orders' | 'transactions', filter: OrderFilter) =>
  useInfiniteQuery({
    queryKey: ['admin-orders', list, filter],
    queryFn: ({ pageParam }) => ordersOf(list, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

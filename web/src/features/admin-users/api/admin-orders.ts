import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderView } from '@core/payments/order-schemas';
import { api } from '../../../lib/api-client';

export type OrdersPage = { orders: OrderView[]; cursor: string | null };
export type OrderFilter = { status: string; from: string; to: string };

const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).getTime();

/**
 * GET /api/admin/orders or /api/admin/transactions with status and date filters, 15 a page.
 * While a new filter's first page loads, the previous answer stays (`isPlaceholderData`): the
 * table is not swapped for a loading line and back, which would move or replace the rows under
 * a pointer; the new rows replace the old ones when they come.
 */
export const useAdminOrders = (list: 'orders' | 'transactions', filter: OrderFilter) =>
  useInfiniteQuery({
    queryKey: ['admin-orders', list, filter],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (filter.status) query.set('status', filter.status);
      if (filter.from) query.set('from', String(dayStart(filter.from)));
      if (filter.to) query.set('to', String(dayEnd(filter.to)));
      if (pageParam) query.set('cursor', pageParam);
      return api<OrdersPage>(`/api/admin/${list}?${query}`, { auth: true });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderView } from '@core/payments/order-schemas';
import { api } from '../../../lib/api-client';

interface OrdersPage {
  orders: OrderView[];
  cursor: string | null;
}

/** GET /api/my/orders: the caller's orders, newest first, 15 a page. */
export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: ['my-orders'],
    queryFn: ({ pageParam }) =>
      api<OrdersPage>(
        `/api/my/orders${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

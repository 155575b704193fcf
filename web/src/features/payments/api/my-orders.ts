import { useInfiniteQuery } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import { callRoute } from '../../../lib/call-route';

/** GET /api/my/orders: the caller's orders, newest first, 15 a page. */
export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: ['my-orders'],
    queryFn: ({ pageParam }) =>
      callRoute(paymentsRoutes.myOrders, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

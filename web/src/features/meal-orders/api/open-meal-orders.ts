import { useInfiniteQuery } from '@tanstack/react-query';
import { mealOrdersRoutes } from '@http/routes/meal-orders';
import { callRoute } from '../../../lib/call-route';
import { OPEN_ORDERS } from './types';

/** GET /api/meal-orders: open orders in the cook's own country, newest first, 15 a page. */
export const useOpenMealOrders = () =>
  useInfiniteQuery({
    queryKey: OPEN_ORDERS,
    queryFn: ({ pageParam }) =>
      callRoute(mealOrdersRoutes.openMealOrders, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });

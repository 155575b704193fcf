import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { OPEN_ORDERS, type OpenMealOrder } from './types';

interface OpenPage {
  country: string;
  orders: OpenMealOrder[];
  cursor?: string;
}

/** GET /api/meal-orders: open orders in the cook's own country, newest first, 15 a page. */
export const useOpenMealOrders = () =>
  useInfiniteQuery({
    queryKey: OPEN_ORDERS,
    queryFn: ({ pageParam }) =>
      api<OpenPage>(
        `/api/meal-orders${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });

import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_ORDERS, type MyMealOrder } from './types';

/** GET /api/my/meal-orders: the parent's own orders, newest first, with their state. */
export const useMyMealOrders = () =>
  useQuery({
    queryKey: MY_ORDERS,
    queryFn: () => api<{ orders: MyMealOrder[] }>('/api/my/meal-orders', { auth: true }),
  });

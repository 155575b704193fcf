import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TAKEN_ORDERS, type TakenMealOrder } from './types';

/** GET /api/my/taken-orders: the orders the cook took, newest first. */
export const useTakenMealOrders = () =>
  useQuery({
    queryKey: TAKEN_ORDERS,
    queryFn: () => api<{ orders: TakenMealOrder[] }>('/api/my/taken-orders', { auth: true }),
  });

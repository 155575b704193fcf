import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_ORDERS, type MyMealOrder } from './types';

/** POST /api/meal-orders (parents). */
export function useOrderMeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api<MyMealOrder>('/api/meal-orders', { method: 'POST', body, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ORDERS }),
  });
}

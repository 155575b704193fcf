import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeoPoint } from '@core/meal-orders/schemas';
import { api } from '../../../lib/api-client';
import { OPEN_ORDERS, TAKEN_ORDERS, type TakenMealOrder } from './types';

/**
 * POST /api/meal-orders/{id}/take. Won or lost (another cook was faster: 409 "Another cook
 * took this order first."), the open list and the cook's own list are stale afterwards.
 */
export function useTakeMealOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, at }: { id: string; at: GeoPoint }) =>
      api<TakenMealOrder>(`/api/meal-orders/${encodeURIComponent(id)}/take`, {
        method: 'POST',
        body: at,
        auth: true,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OPEN_ORDERS }),
        queryClient.invalidateQueries({ queryKey: TAKEN_ORDERS }),
      ]),
  });
}

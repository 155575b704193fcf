import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@http/route-contract';
import { mealOrdersRoutes } from '@http/routes/meal-orders';
import { callRoute } from '../../../lib/call-route';
import { OPEN_ORDERS, TAKEN_ORDERS } from './types';

/**
 * POST /api/meal-orders/{id}/take. Won or lost (another cook was faster: 409 "Another cook
 * took this order first."), the open list and the cook's own list are stale afterwards.
 */
export function useTakeMealOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, at }: { id: string; at: BodyOf<typeof mealOrdersRoutes.takeMealOrder> }) =>
      callRoute(mealOrdersRoutes.takeMealOrder, { params: { id }, body: at }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OPEN_ORDERS }),
        queryClient.invalidateQueries({ queryKey: TAKEN_ORDERS }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@http/route-contract';
import { mealOrdersRoutes } from '@http/routes/meal-orders';
import { callRoute } from '../../../lib/call-route';
import { MY_ORDERS } from './types';

/** What the meal order form sends. */
export type MealOrderBody = BodyOf<typeof mealOrdersRoutes.postMealOrder>;

/** POST /api/meal-orders (parents). */
export function useOrderMeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MealOrderBody) => callRoute(mealOrdersRoutes.postMealOrder, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ORDERS }),
  });
}

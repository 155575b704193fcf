import { useQuery } from '@tanstack/react-query';
import { mealOrdersRoutes } from '@http/routes/meal-orders';
import { callRoute } from '../../../lib/call-route';
import { TAKEN_ORDERS } from './types';

/** GET /api/my/taken-orders: the orders the cook took, newest first. */
export const useTakenMealOrders = () =>
  useQuery({
    queryKey: TAKEN_ORDERS,
    queryFn: () => callRoute(mealOrdersRoutes.takenMealOrders),
  });

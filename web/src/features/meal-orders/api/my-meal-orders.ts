import { useQuery } from '@tanstack/react-query';
import { mealOrdersRoutes } from '@http/routes/meal-orders';
import { callRoute } from '../../../lib/call-route';
import { MY_ORDERS } from './types';

/** GET /api/my/meal-orders: the parent's own orders, newest first, with their state. */
export const useMyMealOrders = () =>
  useQuery({
    queryKey: MY_ORDERS,
    queryFn: () => callRoute(mealOrdersRoutes.myMealOrders),
  });

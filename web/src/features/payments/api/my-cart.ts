import { useQuery } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type CartAnswer = AnswerOf<typeof paymentsRoutes.myCart>;
export type CartItem = CartAnswer['items'][number];

export const CART_KEY = ['cart'] as const;

/** GET /api/cart: the caller's open cart, priced in its currency. */
export const useMyCart = (enabled = true) =>
  useQuery({
    queryKey: CART_KEY,
    queryFn: () => callRoute(paymentsRoutes.myCart),
    enabled,
  });

import { useQuery } from '@tanstack/react-query';
import type { CartAnswer } from '@core/payments/cart-schemas';
import { api } from '../../../lib/api-client';

export type { CartAnswer, CartItem } from '@core/payments/cart-schemas';

export const CART_KEY = ['cart'] as const;

/** GET /api/cart: the caller's open cart, priced in its currency. */
export const useMyCart = (enabled = true) =>
  useQuery({
    queryKey: CART_KEY,
    queryFn: () => api<CartAnswer>('/api/cart', { auth: true }),
    enabled,
  });

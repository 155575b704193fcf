import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CART_KEY, type CartAnswer } from './my-cart';

/** POST /api/cart/items: puts a package in the cart (adds to its quantity when there). */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      api<CartAnswer>('/api/cart/items', {
        method: 'POST',
        body: { package_id: packageId },
        auth: true,
      }),
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
}

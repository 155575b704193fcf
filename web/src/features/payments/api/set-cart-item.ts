import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CART_KEY, type CartAnswer } from './my-cart';

/** PUT /api/cart/items/{package_id}: sets how many the cart holds (0 removes it). */
export function useSetCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, qty }: { packageId: string; qty: number }) =>
      api<CartAnswer>(`/api/cart/items/${encodeURIComponent(packageId)}`, {
        method: 'PUT',
        body: { qty },
        auth: true,
      }),
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
}

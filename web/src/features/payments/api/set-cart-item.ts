import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import { callRoute } from '../../../lib/call-route';
import { CART_KEY } from './my-cart';

/** PUT /api/cart/items/{package_id}: sets how many the cart holds (0 removes it). */
export function useSetCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, qty }: { packageId: string; qty: number }) =>
      callRoute(paymentsRoutes.setCartItem, { params: { package_id: packageId }, body: { qty } }),
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
}

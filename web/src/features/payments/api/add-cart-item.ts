import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import { callRoute } from '../../../lib/call-route';
import { CART_KEY } from './my-cart';

/** POST /api/cart/items: puts a package in the cart (adds to its quantity when there). */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: string) =>
      callRoute(paymentsRoutes.addCartItem, { body: { package_id: packageId } }),
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
}

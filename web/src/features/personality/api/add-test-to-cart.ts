import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import { callRoute } from '../../../lib/call-route';

/**
 * GET /api/cart, then POST /api/cart/items when the test is not in the cart yet: one test in
 * the cart, however often the button is pressed. The cart page then pays it.
 */
export function useAddTestToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: string) => {
      const cart = await callRoute(paymentsRoutes.myCart);
      if (cart.items.some((item) => item.package_id === packageId)) return cart;
      return callRoute(paymentsRoutes.addCartItem, { body: { package_id: packageId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAnswer } from '@core/payments/cart-schemas';
import { api } from '../../../lib/api-client';

/**
 * GET /api/cart, then POST /api/cart/items when the test is not in the cart yet: one test in
 * the cart, however often the button is pressed. The cart page then pays it.
 */
export function useAddTestToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (packageId: string) => {
      const cart = await api<CartAnswer>('/api/cart', { auth: true });
      if (cart.items.some((item) => item.package_id === packageId)) return cart;
      return api<CartAnswer>('/api/cart/items', {
        method: 'POST',
        body: { package_id: packageId },
        auth: true,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}

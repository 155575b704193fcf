import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@core/payments/order-schemas';
import { api } from '../../../lib/api-client';

/** POST /api/checkout: the cart becomes a pending order; answers the provider's hosted page. */
export const useCheckout = () =>
  useMutation({
    mutationFn: (cartName: string) =>
      api<{ order: OrderView; link: string }>('/api/checkout', {
        method: 'POST',
        body: { cart_name: cartName },
        auth: true,
      }),
  });

import { useMutation } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import { callRoute } from '../../../lib/call-route';

/** POST /api/checkout: the cart becomes a pending order; answers the provider's hosted page. */
export const useCheckout = () =>
  useMutation({
    mutationFn: (cartName: string) =>
      callRoute(paymentsRoutes.checkout, { body: { cart_name: cartName } }),
  });

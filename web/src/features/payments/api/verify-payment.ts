import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { orderKey } from './order-status';

/** POST /api/payments/verify (verifyTxn): what the provider's redirect said, checked by us. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof paymentsRoutes.verifyPayment>) =>
      callRoute(paymentsRoutes.verifyPayment, { body }),
    onSuccess: (answer) => queryClient.setQueryData(orderKey(answer.order.oid), answer),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@core/payments/order-schemas';
import { api } from '../../../lib/api-client';
import { orderKey } from './order-status';

/** POST /api/payments/verify (verifyTxn): what the provider's redirect said, checked by us. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tx_ref: string; transaction_id: string }) =>
      api<{ order: OrderView }>('/api/payments/verify', { method: 'POST', body, auth: true }),
    onSuccess: (answer) => queryClient.setQueryData(orderKey(answer.order.oid), answer),
  });
}

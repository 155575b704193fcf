import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@core/payments/order-schemas';
import { api } from '../../../lib/api-client';

export type { OrderView } from '@core/payments/order-schemas';

export const orderKey = (oid: string) => ['order', oid] as const;
const POLL_MS = 4_000;

/** GET /api/orders/{oid} (checkPaymentStatus), polled while the order is still pending. */
export const useOrder = (oid: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKey(oid),
    queryFn: () =>
      api<{ order: OrderView }>(`/api/orders/${encodeURIComponent(oid)}`, { auth: true }),
    enabled,
    refetchInterval: (query) => (query.state.data?.order.status === 'PENDING' ? POLL_MS : false),
  });

import { useQuery } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type OrderView = AnswerOf<typeof paymentsRoutes.orderStatus>['order'];

export const orderKey = (oid: string) => ['order', oid] as const;
const POLL_MS = 4_000;

/** GET /api/orders/{oid} (checkPaymentStatus), polled while the order is still pending. */
export const useOrder = (oid: string, enabled: boolean) =>
  useQuery({
    queryKey: orderKey(oid),
    queryFn: () => callRoute(paymentsRoutes.orderStatus, { params: { oid } }),
    enabled,
    refetchInterval: (query) => (query.state.data?.order.status === 'PENDING' ? POLL_MS : false),
  });

import type { OrderView } from '@core/payments/order-schemas';
import { formatPrice } from '../../../lib/format-price';

export const statusLabel: Record<OrderView['status'], string> = {
  COMPLETED: 'Paid',
  failed: 'Failed',
  PENDING: 'Waiting for payment',
};

/** An order's items, total and state, as the order page and the orders list show them. */
export function OrderSummary({ order }: { order: OrderView }) {
  return (
    <>
      <p>
        Status: <strong data-testid="order-status">{statusLabel[order.status]}</strong>
        {order.status === 'failed' && order.failure ? ` (${order.failure})` : null}
      </p>
      <ul className="plain-list" aria-label="Order items">
        {order.items.map((item) => (
          <li key={item.package_id}>
            {item.qty} × {item.title}: {formatPrice(item.totalMinor, order.currency)}
          </li>
        ))}
      </ul>
      <p>
        Total: <strong>{formatPrice(order.amountMinor, order.currency)}</strong> · Ordered{' '}
        {new Date(order.created).toLocaleString()}
      </p>
    </>
  );
}

import type { OrderView } from '@core/payments/order-schemas';
import { formatPrice } from '../../../lib/format-price';
import { EmptyState } from '../../../ui/status';

/** Orders as a table: when, who, what, how much, status and the provider's transaction id. */
export function OrderList({ orders }: { orders: OrderView[] }) {
  if (orders.length === 0) return <EmptyState>No orders.</EmptyState>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Created</th>
          <th scope="col">Order</th>
          <th scope="col">Items</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Transaction</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.oid} data-oid={order.oid}>
            <td>{new Date(order.created).toLocaleString()}</td>
            <td>{order.oid.slice(0, 8)}</td>
            <td>{order.items.map((item) => item.title).join(', ')}</td>
            <td>{formatPrice(order.amountMinor, order.currency)}</td>
            <td>{order.status}</td>
            <td>{order.transaction_id ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { OrderView } from '@core/payments/order-schemas';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format-price';
import { EmptyState } from '../../../ui/status';

/**
 * Orders as a table: when, what, how much, status and the provider's transaction id; with
 * `showBuyer` (the lists of every order) also who, linked to the buyer's user page.
 */
export function OrderList({
  orders,
  showBuyer = false,
}: {
  orders: OrderView[];
  showBuyer?: boolean;
}) {
  if (orders.length === 0) return <EmptyState>No orders.</EmptyState>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Created</th>
          <th scope="col">Order</th>
          {showBuyer ? <th scope="col">Buyer</th> : null}
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
            {showBuyer ? (
              <td>
                <Link to={`/users/${encodeURIComponent(order.uid)}`}>{order.uid.slice(0, 8)}</Link>
              </td>
            ) : null}
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

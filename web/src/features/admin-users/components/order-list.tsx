import type { OrderView } from '@core/payments/order-schemas';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format-price';
import { EmptyState } from '../../../ui/status';
import { formatMoment } from '../../../i18n/format';
import { useAdminUsersT } from '../i18n';

/**
 * Orders as a table: when, what, how much, status and the provider's transaction id; with
 * `showBuyer` (the lists of every order) also who, linked to the buyer's user page. `busy`:
 * these rows are the previous answer, kept (aria-busy) while a new one loads.
 */
export function OrderList({
  orders,
  showBuyer = false,
  busy = false,
}: {
  orders: OrderView[];
  showBuyer?: boolean;
  busy?: boolean;
}) {
  const t = useAdminUsersT();
  if (orders.length === 0) return <EmptyState>{t('orders.none')}</EmptyState>;
  return (
    <table className="table" aria-busy={busy || undefined}>
      <thead>
        <tr>
          <th scope="col">{t('orders.created')}</th>
          <th scope="col">{t('orders.order')}</th>
          {showBuyer ? <th scope="col">{t('orders.buyer')}</th> : null}
          <th scope="col">{t('orders.items')}</th>
          <th scope="col">{t('orders.amount')}</th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col">{t('orders.transaction')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.oid} data-oid={order.oid}>
            <td>{formatMoment(order.created)}</td>
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

import type { OrderView } from '@core/payments/order-schemas';
import { formatPrice } from '../../../lib/format-price';
import { formatMoment } from '../../../i18n/format';
import { ItemLine } from './item-line';
import { usePaymentsT } from '../i18n';

/** The message key of each order state (translated when shown). */
export const statusKey = {
  COMPLETED: 'status.paid',
  failed: 'status.failed',
  PENDING: 'status.pending',
} as const satisfies Record<OrderView['status'], string>;

/** An order's items, total and state, as the order page and the orders list show them. */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = usePaymentsT();
  return (
    <>
      <p>
        {t('order.status')} <strong data-testid="order-status">{t(statusKey[order.status])}</strong>
        {order.status === 'failed' && order.failure ? ` (${order.failure})` : null}
      </p>
      <ul className="plain-list" aria-label={t('order.items')}>
        {order.items.map((item) => (
          <li key={item.package_id}>
            <ItemLine item={item} currency={order.currency} />
          </li>
        ))}
      </ul>
      <p>
        {t('total')} <strong>{formatPrice(order.amountMinor, order.currency)}</strong> ·{' '}
        {t('order.ordered', { when: formatMoment(order.created) })}
      </p>
    </>
  );
}

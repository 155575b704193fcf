import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { SignedInContent } from './signed-in-content';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyOrders } from '../api/my-orders';
import { formatPrice } from '../../../lib/format-price';
import { statusKey } from './order-summary';
import { formatDay } from '../../../i18n/format';
import { usePackageWords } from './package-words';
import { usePaymentsT } from '../i18n';

function OrdersList() {
  const t = usePaymentsT();
  const orders = useMyOrders();
  const words = usePackageWords();
  if (orders.isPending) return <LoadingState label={t('orders.loading')} />;
  if (orders.isError)
    return (
      <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
    );
  const all = orders.data.pages.flatMap((page) => page.orders);
  if (all.length === 0) return <EmptyState>{t('orders.none')}</EmptyState>;
  return (
    <>
      <ul className="plain-list" aria-label={t('orders.list')}>
        {all.map((order) => (
          <li key={order.oid} className="card">
            <Link
              to={`/order/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.pid)}/${order.oid}`}
            >
              {order.items
                .map((item) => words.title({ id: item.package_id, title: item.title }))
                .join(', ')}
            </Link>
            <p>
              {t(statusKey[order.status])} · {formatPrice(order.amountMinor, order.currency)} ·{' '}
              {formatDay(order.created)}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore pages={orders} label={t('orders.more')} />
    </>
  );
}

/** carts_orders/orders (parents) and orders/user (caregivers): the caller's orders. */
export function OrdersPage({ title }: PageProps) {
  return (
    <Page title={title}>
      <SignedInContent what="orders">
        <OrdersList />
      </SignedInContent>
    </Page>
  );
}

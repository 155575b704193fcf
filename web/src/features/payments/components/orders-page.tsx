import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { SignedInContent } from './signed-in-content';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyOrders } from '../api/my-orders';
import { formatPrice } from '../../../lib/format-price';
import { statusLabel } from './order-summary';

function OrdersList() {
  const orders = useMyOrders();
  if (orders.isPending) return <LoadingState label="Loading your orders…" />;
  if (orders.isError)
    return (
      <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
    );
  const all = orders.data.pages.flatMap((page) => page.orders);
  if (all.length === 0) return <EmptyState>You have no orders yet.</EmptyState>;
  return (
    <>
      <ul className="plain-list" aria-label="Orders">
        {all.map((order) => (
          <li key={order.oid} className="card">
            <Link
              to={`/order/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.pid)}/${order.oid}`}
            >
              {order.items.map((item) => item.title).join(', ')}
            </Link>
            <p>
              {statusLabel[order.status]} · {formatPrice(order.amountMinor, order.currency)} ·{' '}
              {new Date(order.created).toLocaleDateString()}
            </p>
          </li>
        ))}
      </ul>
      <LoadMore pages={orders} label="More orders" />
    </>
  );
}

/** carts_orders/orders (parents) and orders/user (caregivers): the caller's orders. */
export function OrdersPage({ title }: PageProps) {
  return (
    <Page title={title}>
      <SignedInContent what="your orders">
        <OrdersList />
      </SignedInContent>
    </Page>
  );
}

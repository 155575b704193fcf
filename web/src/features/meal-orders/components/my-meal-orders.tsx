import { errorMessage } from '../../../lib/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyMealOrders } from '../api/my-meal-orders';

/** The parent's orders with their state: waiting for a cook, or taken by whom. */
export function MyMealOrders() {
  const mine = useMyMealOrders();
  return (
    <section aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">Your meal orders</h2>
      {mine.isPending ? (
        <LoadingState label="Loading your orders…" />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.orders.length === 0 ? (
        <EmptyState>You have not ordered meals yet.</EmptyState>
      ) : (
        <ul className="checklist" aria-label="Your meal orders">
          {mine.data.orders.map((order) => (
            <li key={order.post_id}>
              <span>
                {order.info}
                <br />
                From {new Date(order.start_date).toLocaleDateString()} ·{' '}
                {[order.town, order.region, order.currently_in].filter(Boolean).join(', ')}
              </span>
              <span className={order.pending === false ? 'badge' : 'badge badge--missing'}>
                {order.state}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

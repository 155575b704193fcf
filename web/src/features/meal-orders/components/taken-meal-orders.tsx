import { errorMessage } from '../../../lib/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useTakenMealOrders } from '../api/taken-meal-orders';
import { OrderSummary } from './order-summary';

/** The orders this cook took, with the family's contact to arrange the meals. */
export function TakenMealOrders() {
  const taken = useTakenMealOrders();
  return (
    <section aria-labelledby="taken-orders-title">
      <h2 id="taken-orders-title">Orders you took</h2>
      {taken.isPending ? (
        <LoadingState label="Loading your orders…" />
      ) : taken.isError ? (
        <ErrorState message={errorMessage(taken.error)} onRetry={() => void taken.refetch()} />
      ) : taken.data.orders.length === 0 ? (
        <EmptyState>You have not taken an order yet.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Orders you took">
          {taken.data.orders.map((order) => (
            <li key={order.post_id} className="card">
              <OrderSummary order={order} />
              <p>
                Contact {order.contact}: <a href={`mailto:${order.email}`}>{order.email}</a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

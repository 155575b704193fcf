import { errorMessage } from '../../../lib/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useTakenMealOrders } from '../api/taken-meal-orders';
import { OrderSummary } from './order-summary';
import { useMealOrdersT } from '../i18n';

/** The orders this cook took, with the family's contact to arrange the meals. */
export function TakenMealOrders() {
  const t = useMealOrdersT();
  const taken = useTakenMealOrders();
  return (
    <section aria-labelledby="taken-orders-title">
      <h2 id="taken-orders-title">{t('taken.title')}</h2>
      {taken.isPending ? (
        <LoadingState label={t('taken.loading')} />
      ) : taken.isError ? (
        <ErrorState message={errorMessage(taken.error)} onRetry={() => void taken.refetch()} />
      ) : taken.data.orders.length === 0 ? (
        <EmptyState>{t('taken.none')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('taken.title')}>
          {taken.data.orders.map((order) => (
            <li key={order.post_id} className="card">
              <OrderSummary order={order} />
              <p>
                {t('taken.contact', { name: order.contact })}{' '}
                <a href={`mailto:${order.email}`}>{order.email}</a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

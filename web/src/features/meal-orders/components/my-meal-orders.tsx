import { errorMessage } from '../../../lib/api-error';
import { usePlaceLabel } from '../../../ui/place-label';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyMealOrders } from '../api/my-meal-orders';
import { formatDay } from '../../../i18n/format';
import { useMealOrdersT } from '../i18n';

/** The parent's orders with their state: waiting for a cook, or taken by whom. */
export function MyMealOrders() {
  const t = useMealOrdersT();
  const mine = useMyMealOrders();
  const placeLabel = usePlaceLabel();
  return (
    <section aria-labelledby="my-orders-title">
      <h2 id="my-orders-title">{t('mine.title')}</h2>
      {mine.isPending ? (
        <LoadingState label={t('mine.loading')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.orders.length === 0 ? (
        <EmptyState>{t('mine.none')}</EmptyState>
      ) : (
        <ul className="checklist" aria-label={t('mine.title')}>
          {mine.data.orders.map((order) => (
            <li key={order.post_id}>
              <span>
                {order.info}
                <br />
                {t('mine.from', { date: formatDay(order.start_date) })} · {placeLabel(order)}
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

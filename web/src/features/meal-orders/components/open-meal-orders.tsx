import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { EmptyState, ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useOpenMealOrders } from '../api/open-meal-orders';
import { useTakeMealOrder } from '../api/take-meal-order';
import type { OpenMealOrder } from '../api/types';
import type { Located } from '../hooks/locate-cook';
import { TakeOrderButton } from './take-order-button';
import { OrderSummary } from './order-summary';
import { formatDay } from '../../../i18n/format';
import { useMealOrdersT } from '../i18n';

/** The select case of each place a take can send (the message says which was sent). */
const sourceCase: Record<Located['source'], 'position' | 'ownTown' | 'orderTown'> = {
  'your position': 'position',
  'the centre of your town': 'ownTown',
  'the centre of the order’s town': 'orderTown',
};

/**
 * Orders waiting for a cook in the cook's country, newest first, each with its take button.
 * The outcome of a take is shown above the list: won or lost, the order leaves the list.
 */
export function OpenMealOrders() {
  const t = useMealOrdersT();
  const open = useOpenMealOrders();
  const take = useTakeMealOrder();
  const [won, setWon] = useState<Located['source']>();
  const country = open.data?.pages[0]?.country;
  const orders = open.data?.pages.flatMap((page) => page.orders) ?? [];

  const onTake = (order: OpenMealOrder, located: Located) => {
    setWon(undefined);
    take.mutate(
      { id: order.post_id, at: located.at },
      {
        onSuccess: () => setWon(located.source),
      },
    );
  };

  return (
    <section aria-labelledby="open-orders-title">
      <h2 id="open-orders-title">{country ? t('open.titleIn', { country }) : t('open.title')}</h2>
      {won ? (
        <SuccessState>
          <p>{t('open.won', { source: sourceCase[won] })}</p>
        </SuccessState>
      ) : null}
      {/* Another cook was faster (409) or the order is gone (404): the API says which. */}
      {take.isError ? <ErrorState message={errorMessage(take.error)} /> : null}
      {open.isPending ? (
        <LoadingState label={t('open.loading')} />
      ) : open.isError ? (
        <ErrorState message={errorMessage(open.error)} onRetry={() => void open.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState>{t('open.none')}</EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label={t('open.list')}>
            {orders.map((order) => (
              <li key={order.post_id} className="card">
                <OrderSummary order={order} />
                <p className="field__hint">
                  {t('open.ordered', { date: formatDay(order.posted) })}
                </p>
                <TakeOrderButton order={order} busy={take.isPending} onTake={onTake} />
              </li>
            ))}
          </ul>
          <LoadMore pages={open} label={t('open.more')} />
        </>
      )}
    </section>
  );
}

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

/**
 * Orders waiting for a cook in the cook's country, newest first, each with its take button.
 * The outcome of a take is shown above the list: won or lost, the order leaves the list.
 */
export function OpenMealOrders() {
  const open = useOpenMealOrders();
  const take = useTakeMealOrder();
  const [won, setWon] = useState('');
  const country = open.data?.pages[0]?.country;
  const orders = open.data?.pages.flatMap((page) => page.orders) ?? [];

  const onTake = (order: OpenMealOrder, located: Located) => {
    setWon('');
    take.mutate(
      { id: order.post_id, at: located.at },
      {
        onSuccess: () =>
          setWon(
            `The order is yours (we sent ${located.source} with it). It is under “Orders you took”.`,
          ),
      },
    );
  };

  return (
    <section aria-labelledby="open-orders-title">
      <h2 id="open-orders-title">Orders waiting for a cook{country ? ` in ${country}` : ''}</h2>
      {won ? (
        <SuccessState>
          <p>{won}</p>
        </SuccessState>
      ) : null}
      {/* When another cook was faster the API says "Document does not exist!". */}
      {take.isError ? <ErrorState message={errorMessage(take.error)} /> : null}
      {open.isPending ? (
        <LoadingState label="Loading open orders…" />
      ) : open.isError ? (
        <ErrorState message={errorMessage(open.error)} onRetry={() => void open.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState>No orders are waiting right now. Look again later.</EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label="Open meal orders">
            {orders.map((order) => (
              <li key={order.post_id} className="card">
                <OrderSummary order={order} />
                <p className="field__hint">Ordered {new Date(order.posted).toLocaleDateString()}</p>
                <TakeOrderButton order={order} busy={take.isPending} onTake={onTake} />
              </li>
            ))}
          </ul>
          <LoadMore pages={open} label="More orders" />
        </>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useAdminOrders, type OrderFilter } from '../api/admin-orders';
import { OrderList } from './order-list';

const statuses = {
  orders: [
    ['', 'All'],
    ['PENDING', 'Pending'],
    ['COMPLETED', 'Completed'],
    ['failed', 'Failed'],
  ],
  transactions: [
    ['COMPLETED', 'Completed'],
    ['failed', 'Failed'],
  ],
} as const;

/** /orders (every order) and /transactions (completed or failed payments), with filters. */
function AdminOrdersPage({ title, list }: PageProps & { list: 'orders' | 'transactions' }) {
  const [filter, setFilter] = useState<OrderFilter>({
    status: statuses[list][0][0],
    from: '',
    to: '',
  });
  const orders = useAdminOrders(list, filter);
  const set = (key: keyof OrderFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));
  return (
    <Page title={title}>
      <form className="form" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="orders-status">Status</label>
          <select id="orders-status" value={filter.status} onChange={set('status')}>
            {statuses[list].map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">From</label>
          <input id="orders-from" type="date" value={filter.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">To</label>
          <input id="orders-to" type="date" value={filter.to} onChange={set('to')} />
        </div>
      </form>
      {orders.isPending ? (
        <LoadingState label="Loading…" />
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <OrderList showBuyer orders={orders.data.pages.flatMap((page) => page.orders)} />
          <LoadMore pages={orders} label="More" />
        </>
      )}
    </Page>
  );
}

export const OrdersPage = (props: PageProps) => <AdminOrdersPage {...props} list="orders" />;
export const TransactionsPage = (props: PageProps) => (
  <AdminOrdersPage {...props} list="transactions" />
);

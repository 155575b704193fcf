import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { csvOf, useAdminOrders, type OrderFilter } from '../api/admin-orders';
import { ExportButton } from './export-button';
import { OrderList } from './order-list';
import { useAdminUsersT } from '../i18n';

const statuses = {
  orders: [
    ['', 'filter.all'],
    ['PENDING', 'filter.pending'],
    ['COMPLETED', 'filter.completed'],
    ['failed', 'filter.failed'],
  ],
  transactions: [
    ['COMPLETED', 'filter.completed'],
    ['failed', 'filter.failed'],
  ],
} as const;

/** /orders (every order) and /transactions (completed or failed payments), with filters. */
function AdminOrdersPage({ title, list }: PageProps & { list: 'orders' | 'transactions' }) {
  const t = useAdminUsersT();
  const [filter, setFilter] = useState<OrderFilter>({
    status: statuses[list][0][0],
    from: '',
    to: '',
  });
  const orders = useAdminOrders(list, filter);
  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  // The previous filter's rows stay while the new answer loads (api/admin-orders.ts); an empty
  // previous answer says nothing about the new one, so that waits on the loading line.
  const loading = orders.isPending || (orders.isPlaceholderData && rows.length === 0);
  const set = (key: keyof OrderFilter) => (event: { target: { value: string } }) =>
    setFilter((current) => ({ ...current, [key]: event.target.value }));
  return (
    <Page title={title}>
      <form
        className="form"
        aria-label={t('filter.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor="orders-status">{t('filter.status')}</label>
          <select id="orders-status" value={filter.status} onChange={set('status')}>
            {statuses[list].map(([value, label]) => (
              <option key={value} value={value}>
                {t(label)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">{t('filter.from')}</label>
          <input id="orders-from" type="date" value={filter.from} onChange={set('from')} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">{t('filter.to')}</label>
          <input id="orders-to" type="date" value={filter.to} onChange={set('to')} />
        </div>
      </form>
      {loading ? (
        <LoadingState label={t('orders.loading')} />
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <OrderList showBuyer busy={orders.isPlaceholderData} orders={rows} />
          {/* Below the rows, which stay put; More of the previous answer is the wrong list. */}
          {orders.isPlaceholderData ? (
            <LoadingState label={t('orders.loading')} />
          ) : (
            <LoadMore pages={orders} label={t('orders.more')} />
          )}
          <ExportButton list={list} fetchCsv={() => csvOf(list, filter)} />
        </>
      )}
    </Page>
  );
}

export const OrdersPage = (props: PageProps) => <AdminOrdersPage {...props} list="orders" />;
export const TransactionsPage = (props: PageProps) => (
  <AdminOrdersPage {...props} list="transactions" />
);

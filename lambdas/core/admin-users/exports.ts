import type * as z from 'zod';
import type { OrderView } from '../payments/order-schemas.js';
import { HOME_TIME_ZONE, localTimeText } from '../reference/time-zone.js';
import type { UserRecord } from '../users/users.js';
import { allOrders } from './admin-orders.js';
import { CSV_BOM, toCsv, type CsvColumn } from './csv.js';
import { matchingUsers } from './find-users.js';
import {
  EXPORT_ROWS,
  type adminOrdersQuery,
  type transactionsQuery,
  type UserFilters,
} from './schemas.js';

/**
 * The admin CSV exports: the list's own filters, read from its first page on, at most
 * EXPORT_ROWS rows, newest first (a Lambda answer is at most 6 MB; 5,000 rows of these columns
 * stay near 1 MB before compression). A longer list is cut there: the screen says so, and the
 * date filters narrow it (docs/decisions/admin.md, "Admin exports").
 */

/** A time as Zambia's clock reads it ("2026-11-28 14:05"), never UTC's. */
const inHomeTime = (at: number | null | undefined) =>
  typeof at === 'number' ? localTimeText(HOME_TIME_ZONE, at) : '';
const zone = `(${HOME_TIME_ZONE})`;

export interface CsvExport {
  /** The file, with its byte-order mark. */
  csv: string;
  /** The list went on past EXPORT_ROWS rows. */
  cut: boolean;
}
const exported = (csv: string, cut: boolean): CsvExport => ({ csv: CSV_BOM + csv, cut });

const userColumns: CsvColumn<UserRecord>[] = [
  { header: 'uid', cell: (user) => user.uid },
  { header: 'email', cell: (user) => user.email },
  { header: 'user_type', cell: (user) => user.user_type },
  { header: 'fullname', cell: (user) => user.fullname },
  { header: 'username', cell: (user) => user.username },
  { header: 'country', cell: (user) => user.currently_in },
  { header: 'town', cell: (user) => user.town },
  { header: `created ${zone}`, cell: (user) => inHomeTime(user.date_created) },
  { header: 'verified', cell: (user) => user.verified ?? false },
  { header: 'accredited', cell: (user) => user.accredited ?? false },
  { header: 'live', cell: (user) => user.live ?? false },
  { header: 'suspended', cell: (user) => user.suspended ?? false },
];

/** The users of the admin list's search and filters, newest first (by name: by name). */
export async function exportUsers(filters: UserFilters): Promise<CsvExport> {
  // No request limit: each request reads up to DynamoDB's 1 MB page; 200 of them bound a query.
  const found = await matchingUsers(filters, { want: EXPORT_ROWS, maxReads: 200 });
  return exported(toCsv(userColumns, found.users), found.cursor !== null);
}

const orderColumns: CsvColumn<OrderView>[] = [
  { header: 'order', cell: (order) => order.oid },
  { header: 'uid', cell: (order) => order.uid },
  { header: 'status', cell: (order) => order.status },
  { header: `created ${zone}`, cell: (order) => inHomeTime(order.created) },
  { header: `completed ${zone}`, cell: (order) => inHomeTime(order.completedAt) },
  { header: 'currency', cell: (order) => order.currency },
  { header: 'amount_minor', cell: (order) => order.amountMinor },
  {
    header: 'packages',
    cell: (order) => order.items.map((item) => `${item.qty} x ${item.title}`).join('; '),
  },
  { header: 'transaction_id', cell: (order) => order.transaction_id },
  { header: 'failure', cell: (order) => order.failure },
];

/** Orders in a status (or all) created in a range, newest first. */
export async function exportOrders(
  query: Omit<z.infer<typeof adminOrdersQuery>, 'cursor'>,
): Promise<CsvExport> {
  const { orders, more } = await allOrders(query, EXPORT_ROWS);
  return exported(toCsv(orderColumns, orders), more);
}

/** Payments that reached a verdict (COMPLETED by default, or failed), newest first. */
export const exportTransactions = (query: Omit<z.infer<typeof transactionsQuery>, 'cursor'>) =>
  exportOrders(query);

import type * as z from 'zod';
import { db } from '../db/service.js';
import { tableIndexes, tableKeys } from '../db/table.js';
import { DEFAULT_LOCATION } from '../reference/zambia.js';
import type { UserRecord } from '../users/users.js';
import type { findUsersQuery, UserFilters, UserSummary } from './schemas.js';

const PAGE = 15;
/** Users a filtered page's request evaluates at most, and requests a page makes at most. */
const READ = 100;
const MAX_READS = 10;

export const summaryOf = (user: UserRecord): UserSummary => ({
  uid: user.uid,
  email: user.email ?? null,
  signInPhone: user.signInPhone ?? null,
  user_type: user.user_type,
  fullname: user.fullname ?? null,
  username: user.username ?? null,
  date_created: user.date_created,
  verified: user.verified ?? false,
  accredited: user.accredited ?? false,
  live: user.live ?? false,
  currently_in: user.currently_in ?? null,
  suspended: user.suspended ?? false,
});

/**
 * The index read for a search: by e-mail (gsi1, exact), by name prefix (gsi3, the lower-cased
 * full name under its first letter) or by type (gsi2, newest first); the other filters are a
 * filter expression on that already narrow partition. A user who never chose a country is in
 * the product's home country (Zambia), as everywhere else.
 */
function usersQuery(filters: UserFilters) {
  const users = db().entities.user;
  const query = filters.email
    ? users.query.byEmail({ email: filters.email })
    : filters.name
      ? users.query
          .byName({ name_initial: filters.name.toLowerCase().charAt(0) })
          .begins({ name_key: filters.name.toLowerCase() })
      : users.query.byType({ user_type: filters.type! });
  const home: string = DEFAULT_LOCATION.currently_in;
  return query.where(({ user_type, currently_in, suspended }, { eq, notExists }) =>
    [
      filters.type && (filters.email || filters.name) ? eq(user_type, filters.type) : '',
      filters.country
        ? filters.country === home
          ? `(${eq(currently_in, home)} OR ${notExists(currently_in)})`
          : eq(currently_in, filters.country)
        : '',
      filters.state === 'suspended'
        ? eq(suspended, true)
        : filters.state === 'active'
          ? `(${notExists(suspended)} OR ${eq(suspended, false)})`
          : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

/** The index each search reads (table.ts): a kept user's keys there are where the next page starts. */
const indexOf = (filters: UserFilters) => tableIndexes[filters.email ? 0 : filters.name ? 2 : 1];

/** electrodb's cursor (base64url JSON of DynamoDB's start key) after one user of a page. */
function cursorAfter(filters: UserFilters, user: Record<string, unknown>): string {
  const index = indexOf(filters);
  const names = [tableKeys.partitionKey, tableKeys.sortKey, index.partitionKey, index.sortKey];
  const keys = Object.fromEntries(names.map((name) => [name, user[name]]));
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/**
 * Up to `want` users matching the filters from `cursor` on, in at most `maxReads` requests of
 * `read` users each: a narrow filter may give a short page with a cursor (the page's cost stays
 * bounded), and a page is cut at the last user it keeps, so nothing is skipped.
 */
export async function matchingUsers(
  filters: UserFilters,
  from: { cursor?: string | null; want: number; read?: number; maxReads: number },
): Promise<{ users: UserRecord[]; cursor: string | null }> {
  const found: UserRecord[] = [];
  let cursor = from.cursor ?? null;
  for (let reads = 0; reads < from.maxReads; reads++) {
    const page = await usersQuery(filters).go({
      cursor,
      order: 'desc',
      data: 'includeKeys',
      ...(from.read ? { limit: from.read } : {}),
    });
    const room = from.want - found.length;
    if (page.data.length > room) {
      const kept = page.data.slice(0, room);
      found.push(...kept);
      return { users: found, cursor: cursorAfter(filters, kept[kept.length - 1]!) };
    }
    found.push(...page.data);
    cursor = page.cursor ?? null;
    if (!cursor || found.length === from.want) break;
  }
  return { users: found, cursor };
}

/** The admin user list: one search and the filters, 15 a page (admin-users/schemas.ts). */
export async function findUsers(query: z.infer<typeof findUsersQuery>) {
  const { cursor, ...filters } = query;
  const page = await matchingUsers(filters, {
    cursor,
    want: PAGE,
    read: READ,
    maxReads: MAX_READS,
  });
  return { users: page.users.map(summaryOf), cursor: page.cursor };
}

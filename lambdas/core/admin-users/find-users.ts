import type * as z from 'zod';
import { db } from '../db/service.js';
import type { UserRecord } from '../users/users.js';
import type { findUsersQuery, UserSummary } from './schemas.js';

const PAGE = 15;

export const summaryOf = (user: UserRecord): UserSummary => ({
  uid: user.uid,
  email: user.email,
  user_type: user.user_type,
  fullname: user.fullname ?? null,
  username: user.username ?? null,
  date_created: user.date_created,
  verified: user.verified ?? false,
  accredited: user.accredited ?? false,
  live: user.live ?? false,
});

/**
 * The admin user search, each a Query that reads one page: by e-mail (gsi1, exact), by name
 * prefix (gsi3, the lower-cased full name under its first letter) or by type (gsi2, newest first).
 */
export async function findUsers(query: z.infer<typeof findUsersQuery>) {
  const users = db().entities.user;
  const options = { limit: PAGE, cursor: query.cursor ?? null };
  const page = query.email
    ? await users.query.byEmail({ email: query.email }).go(options)
    : query.name
      ? await users.query
          .byName({ name_initial: query.name.toLowerCase().charAt(0) })
          .begins({ name_key: query.name.toLowerCase() })
          .go(options)
      : await users.query.byType({ user_type: query.type! }).go({ ...options, order: 'desc' });
  return { users: page.data.map(summaryOf), cursor: page.cursor ?? null };
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { userTypes, type UserType } from '@core/actor';
import { adminUsersRoutes } from '@http/routes/admin-users';
import type { AnswerOf, QueryOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type UsersPage = AnswerOf<typeof adminUsersRoutes.findUsers>;
export type UserSummary = UsersPage['users'][number];
export type UserSearch = { by: 'email' | 'name' | 'type'; value: string };

const isUserType = (value: string): value is UserType =>
  (userTypes as readonly string[]).includes(value);

/** The one search field, then the page's cursor (an unknown type is left for the API to refuse). */
function queryOf(
  search: UserSearch,
  cursor: string | undefined,
): QueryOf<typeof adminUsersRoutes.findUsers> {
  if (search.by === 'email') return { email: search.value, cursor };
  if (search.by === 'name') return { name: search.value, cursor };
  return { type: isUserType(search.value) ? search.value : undefined, cursor };
}

/** GET /api/admin/users: by e-mail (exact), name prefix or type (newest first), 15 a page. */
export const useFindUsers = (search: UserSearch | null) =>
  useInfiniteQuery({
    queryKey: ['admin-users', 'search', search],
    enabled: search !== null,
    queryFn: ({ pageParam }) =>
      callRoute(adminUsersRoutes.findUsers, { query: queryOf(search!, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

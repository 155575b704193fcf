import { useInfiniteQuery } from '@tanstack/react-query';
import { userTypes, type UserType } from '@core/roles';
import { userStates, type UserState } from '@core/admin-users/list-options';
import { adminUsersRoutes } from '@http/routes/admin-users';
import type { AnswerOf, QueryOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type UsersPage = AnswerOf<typeof adminUsersRoutes.findUsers>;
export type UserSummary = UsersPage['users'][number];
type UserFilters = Omit<QueryOf<typeof adminUsersRoutes.findUsers>, 'cursor'>;

/** The list's search and filters as the address keeps them (?q=&type=&country=&state=). */
export interface UserSearch {
  /** An e-mail (it has an @) or the start of a name. */
  q: string;
  type: UserType | '';
  country: string;
  state: UserState | '';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The search of an address's query (unknown values are left out). */
export const searchOf = (params: URLSearchParams): UserSearch => ({
  q: params.get('q')?.trim() ?? '',
  type: oneOf(userTypes, params.get('type')),
  country: params.get('country') ?? '',
  state: oneOf(userStates, params.get('state')),
});

/** A search the API takes: an e-mail or a name, or a type (the users are indexed per type). */
export const isSearchable = (search: UserSearch) => Boolean(search.q || search.type);

/** The API's filters of a search: an @ makes the text an e-mail, else it is a name's start. */
export function filtersOf(search: UserSearch): UserFilters {
  const text = search.q ? (search.q.includes('@') ? { email: search.q } : { name: search.q }) : {};
  return {
    ...text,
    type: search.type || undefined,
    country: search.country || undefined,
    state: search.state || undefined,
  };
}

/** GET /api/admin/users: one search and the filters, 15 a page. */
export const useFindUsers = (search: UserSearch) =>
  useInfiniteQuery({
    queryKey: ['admin-users', 'search', search],
    enabled: isSearchable(search),
    queryFn: ({ pageParam }) =>
      callRoute(adminUsersRoutes.findUsers, { query: { ...filtersOf(search), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

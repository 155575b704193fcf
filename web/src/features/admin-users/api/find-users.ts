import { useInfiniteQuery } from '@tanstack/react-query';
import type { findUsers } from '@core/admin-users/find-users';
import { api } from '../../../lib/api-client';

export type UsersPage = Awaited<ReturnType<typeof findUsers>>;
export type UserSummary = UsersPage['users'][number];
export type UserSearch = { by: 'email' | 'name' | 'type'; value: string };

/** GET /api/admin/users: by e-mail (exact), name prefix or type (newest first), 15 a page. */
export const useFindUsers = (search: UserSearch | null) =>
  useInfiniteQuery({
    queryKey: ['admin-users', 'search', search],
    enabled: search !== null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ [search!.by]: search!.value });
      if (pageParam) query.set('cursor', pageParam);
      return api<UsersPage>(`/api/admin/users?${query}`, { auth: true });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

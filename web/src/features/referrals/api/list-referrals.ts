import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralsPage } from '@core/referrals/schemas';
import { api } from '../../../lib/api-client';

/** GET /api/referrals: the own referral link and the members it brought, 15 a page. */
export const listReferrals = (cursor?: string) =>
  api<ReferralsPage>(`/api/referrals${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    auth: true,
  });

export function useReferrals() {
  return useInfiniteQuery({
    queryKey: ['referrals'],
    queryFn: ({ pageParam }) => listReferrals(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}

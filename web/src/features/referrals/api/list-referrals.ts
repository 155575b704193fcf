import { useInfiniteQuery } from '@tanstack/react-query';
import { referralsRoutes } from '@http/routes/referrals';
import { callRoute } from '../../../lib/call-route';

/** GET /api/referrals: the own referral link and the members it brought, 15 a page. */
export const listReferrals = (cursor?: string) =>
  callRoute(referralsRoutes.referrals, { query: { cursor } });

export function useReferrals() {
  return useInfiniteQuery({
    queryKey: ['referrals'],
    queryFn: ({ pageParam }) => listReferrals(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}

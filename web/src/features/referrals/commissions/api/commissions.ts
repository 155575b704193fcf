import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commissionsRoutes } from '@http/routes/commissions';
import { wagesRoutes } from '@http/routes/wages';
import type { AnswerOf, BodyOf, ParamsOf } from '@http/route-contract';
import { callRoute } from '../../../../lib/call-route';

export type MyCommissions = AnswerOf<typeof commissionsRoutes.myCommissions>;
export type Withdrawal = MyCommissions['withdrawals'][number];
export type AdminWithdrawal = AnswerOf<
  typeof commissionsRoutes.commissionPayouts
>['withdrawals'][number];
export type WithdrawalStatus = Withdrawal['status'];
export const withdrawalStatuses: readonly WithdrawalStatus[] = [
  'requested',
  'approved',
  'failed',
  'paid',
  'refused',
];

const MINE = ['commissions', 'mine'] as const;
const PAYOUTS = ['commissions', 'payouts'] as const;
const MINIMUMS = ['commissions', 'minimums'] as const;

/** GET /api/my/commissions: the institution's balances per currency and its withdrawals. */
export const useMyCommissions = () =>
  useQuery({ queryKey: MINE, queryFn: () => callRoute(commissionsRoutes.myCommissions) });

/** POST /api/my/commissions/withdrawals: ask for withdrawable commission to be paid out. */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof commissionsRoutes.requestWithdrawal>) =>
      callRoute(commissionsRoutes.requestWithdrawal, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MINE }),
  });
}

/** GET /api/admin/commission-payouts?status: requests in one status, newest first. */
export const useCommissionPayouts = (status: WithdrawalStatus) =>
  useInfiniteQuery({
    queryKey: [...PAYOUTS, status],
    queryFn: ({ pageParam }) =>
      callRoute(commissionsRoutes.commissionPayouts, { query: { status, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });

export type Decision = { action: 'approve' | 'retry' } | { action: 'refuse'; reason: string };

/** Approve, refuse (with a reason) or retry one request; every list is read again after. */
export function useDecideWithdrawal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => {
      const params = { id };
      if (decision.action === 'refuse')
        return callRoute(commissionsRoutes.refuseCommissionPayout, {
          params,
          body: { reason: decision.reason },
        });
      return callRoute(
        decision.action === 'approve'
          ? commissionsRoutes.approveCommissionPayout
          : commissionsRoutes.retryCommissionPayout,
        { params },
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: PAYOUTS }),
  });
}

/** GET /api/admin/commission-minimums: the least a withdrawal may be, per currency. */
export const useMinimums = () =>
  useQuery({ queryKey: MINIMUMS, queryFn: () => callRoute(commissionsRoutes.commissionMinimums) });

/** PUT /api/admin/commission-minimums/{currency}. */
export function useSetMinimum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      currency,
      minimum_minor,
    }: ParamsOf<typeof commissionsRoutes.setCommissionMinimum> & { minimum_minor: number }) =>
      callRoute(commissionsRoutes.setCommissionMinimum, {
        params: { currency },
        body: { minimum_minor },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: MINIMUMS }),
  });
}

/** GET /api/my/payout-number: the number the institution is paid to, if it saved one. */
export const useSavedPayoutNumber = () =>
  useQuery({
    queryKey: ['payout-number'],
    queryFn: () => callRoute(wagesRoutes.myPayoutNumber),
  });

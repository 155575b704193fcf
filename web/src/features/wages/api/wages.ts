import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, QueryOf } from '@http/route-contract';
import { wagesRoutes } from '@http/routes/wages';
import { callRoute } from '../../../lib/call-route';

export type HireWages = AnswerOf<typeof wagesRoutes.hireWages>;
export type Wage = HireWages['wages'][number];
export type MonthDue = HireWages['months'][number];
export type Statutory = HireWages['statutory'][number];
export type Network = HireWages['networks'][number];
export type Quote = AnswerOf<typeof wagesRoutes.wageQuote>;
export type QuoteInput = QueryOf<typeof wagesRoutes.wageQuote>;
export type PayInput = BodyOf<typeof wagesRoutes.payWage>;
export type PayoutNumber = AnswerOf<typeof wagesRoutes.myPayoutNumber>;
export type MyWage = AnswerOf<typeof wagesRoutes.myWages>['wages'][number];
export type FailedPayout = AnswerOf<typeof wagesRoutes.failedPayouts>['payouts'][number];

const hireKey = (postId: string, caregiverId: string) => ['hire-wages', postId, caregiverId];
const PAYOUT_NUMBER = ['payout-number'] as const;

/** GET /api/hires/{id}/{uid}/wages: the hire's payments and the months owed. */
export const useHireWages = (postId: string, caregiverId: string) =>
  useQuery({
    queryKey: hireKey(postId, caregiverId),
    queryFn: ({ signal }) =>
      callRoute(wagesRoutes.hireWages, { params: { id: postId, uid: caregiverId }, signal }),
  });

/** GET .../wages/quote: the fees and the net of what the form holds (only once it is valid). */
export const useWageQuote = (postId: string, caregiverId: string, input?: QuoteInput) =>
  useQuery({
    queryKey: ['wage-quote', postId, caregiverId, input],
    queryFn: ({ signal }) =>
      callRoute(wagesRoutes.wageQuote, {
        params: { id: postId, uid: caregiverId },
        query: input!,
        signal,
      }),
    enabled: Boolean(input),
    staleTime: 30_000,
  });

/** POST .../wages: the payment is made; the answer names the provider's approval page. */
export const usePayWage = (postId: string, caregiverId: string) =>
  useMutation({
    mutationFn: (body: PayInput) =>
      callRoute(wagesRoutes.payWage, { params: { id: postId, uid: caregiverId }, body }),
  });

/** Statuses a payslip moves on from by itself (the provider's webhooks). */
const moving = new Set(['awaiting_payment', 'collected']);

/**
 * GET /api/wages/{wid}: one payslip. While it waits on the provider it is read again, sooner at
 * first and then less often (1 s, 1.5 s, ... up to 15 s), until it is paid out or failed.
 */
export const usePayslip = (wid: string) =>
  useQuery({
    queryKey: ['wage', wid],
    queryFn: ({ signal }) => callRoute(wagesRoutes.wagePayslip, { params: { wid }, signal }),
    refetchInterval: (query) =>
      query.state.data && moving.has(query.state.data.wage.status)
        ? Math.min(1000 * 1.5 ** query.state.dataUpdateCount, 15_000)
        : false,
  });

/** GET /api/wages?year: the reader's payslips of a year, newest first. */
export const useMyWages = (year: number) =>
  useQuery({
    queryKey: ['my-wages', year],
    queryFn: ({ signal }) => callRoute(wagesRoutes.myWages, { query: { year }, signal }),
  });

/** GET /api/wages.csv?year, as text to save. */
export const wagesCsv = (year: number) => callRoute(wagesRoutes.myWagesCsv, { query: { year } });

/** GET /api/my/payout-number. */
export const usePayoutNumber = () =>
  useQuery({
    queryKey: PAYOUT_NUMBER,
    queryFn: ({ signal }) => callRoute(wagesRoutes.myPayoutNumber, { signal }),
  });

/** PUT /api/my/payout-number; the hire's "payee ready" follows. */
export function useSetPayoutNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof wagesRoutes.setPayoutNumber>) =>
      callRoute(wagesRoutes.setPayoutNumber, { body }),
    onSuccess: (answer) => {
      client.setQueryData(PAYOUT_NUMBER, answer);
      void client.invalidateQueries({ queryKey: ['hire-wages'] });
    },
  });
}

const FAILED = ['failed-payouts'] as const;

/** GET /api/admin/payouts?status=failed (the first page; newest first). */
export const useFailedPayouts = () =>
  useQuery({
    queryKey: FAILED,
    queryFn: ({ signal }) =>
      callRoute(wagesRoutes.failedPayouts, { query: { status: 'failed' }, signal }),
  });

/** POST /api/admin/payouts/{reference}/retry. */
export function useRetryPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      callRoute(wagesRoutes.retryPayout, { params: { reference } }),
    onSettled: () => client.invalidateQueries({ queryKey: FAILED }),
  });
}

/** POST /api/admin/wages/{wid}/refund with the reason. */
export function useRefundWage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ wid, reason }: { wid: string; reason: string }) =>
      callRoute(wagesRoutes.refundWage, { params: { wid }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: FAILED }),
  });
}

import {
  adminWithdrawalView,
  adminWithdrawalsQuery,
  adminWithdrawalsResponse,
  minimumBody,
  minimumParams,
  minimumView,
  minimumsResponse,
  myCommissionsResponse,
  refuseBody,
  withdrawBody,
  withdrawalParams,
  withdrawalView,
} from '../../core/commissions/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

const admins = ['admin', 'super_admin'] as const;

/**
 * The commission withdrawal routes of THE route table (lambdas/http/routes.ts): an institution's
 * balances and requests, the admins' decisions and the minimum per currency
 * (docs/decisions/commissions.md). Their handlers import only these.
 */
export const commissionsRoutes = {
  myCommissions: defineRoute({
    method: 'GET',
    path: '/api/my/commissions',
    access: ['institution'],
    summary:
      'The caller’s referral commission per currency (pending, withdrawable, withdrawing, paid out, the minimum) and its withdrawals, newest first',
    handler: 'commissions/my-commissions',
    needs: ['data:read'],
    response: myCommissionsResponse,
  }),
  requestWithdrawal: defineRoute({
    method: 'POST',
    path: '/api/my/commissions/withdrawals',
    access: ['institution'],
    summary:
      'Ask for withdrawable commission (all of it, or an amount from the minimum) to be paid to a mobile money number; one open request per currency',
    handler: 'commissions/request-withdrawal',
    needs: ['data:write'],
    body: withdrawBody,
    response: withdrawalView,
  }),
  commissionPayouts: defineRoute({
    method: 'GET',
    path: '/api/admin/commission-payouts',
    access: admins,
    summary: 'Commission withdrawals in one status (requested by default), newest first, 25 a page',
    handler: 'commissions/list-commission-payouts',
    needs: ['data:read'],
    query: adminWithdrawalsQuery,
    response: adminWithdrawalsResponse,
  }),
  approveCommissionPayout: defineRoute({
    method: 'POST',
    path: '/api/admin/commission-payouts/{id}/approve',
    access: admins,
    summary: 'Approve a requested withdrawal: its payout is made due and sent',
    handler: 'commissions/approve-commission-payout',
    needs: ['data:write', 'payments'],
    params: withdrawalParams,
    response: adminWithdrawalView,
  }),
  refuseCommissionPayout: defineRoute({
    method: 'POST',
    path: '/api/admin/commission-payouts/{id}/refuse',
    access: admins,
    summary: 'Refuse a requested withdrawal with a reason: the money goes back to the balance',
    handler: 'commissions/refuse-commission-payout',
    needs: ['data:write'],
    params: withdrawalParams,
    body: refuseBody,
    response: adminWithdrawalView,
  }),
  retryCommissionPayout: defineRoute({
    method: 'POST',
    path: '/api/admin/commission-payouts/{id}/retry',
    access: admins,
    summary: 'Send a failed commission payout again, under its same transfer reference',
    handler: 'commissions/retry-commission-payout',
    needs: ['data:write', 'payments'],
    params: withdrawalParams,
    response: adminWithdrawalView,
  }),
  commissionMinimums: defineRoute({
    method: 'GET',
    path: '/api/admin/commission-minimums',
    access: admins,
    summary: 'The least an institution may withdraw, per currency (set, or USD 10’s worth)',
    handler: 'commissions/commission-minimums',
    needs: ['data:read'],
    response: minimumsResponse,
  }),
  setCommissionMinimum: defineRoute({
    method: 'PUT',
    path: '/api/admin/commission-minimums/{currency}',
    access: admins,
    summary: 'Set the least an institution may withdraw in one currency (minor units)',
    handler: 'commissions/set-commission-minimum',
    needs: ['data:write'],
    params: minimumParams,
    body: minimumBody,
    response: minimumView,
  }),
} satisfies Record<string, RouteDef>;

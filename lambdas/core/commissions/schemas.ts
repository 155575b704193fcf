import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { priceCurrencies } from '../reference/prices.js';
import { withdrawalStatuses } from './withdrawal.entity.js';

const currencyField = z.enum(priceCurrencies, { error: 'Choose a currency.' });

/** A withdrawal as its institution sees it. */
export const withdrawalView = z.object({
  id: z.string(),
  currency: z.string(),
  amountMinor: z.number(),
  phone: z.string(),
  network: z.string(),
  status: z.enum(withdrawalStatuses),
  /** Why an admin refused it. */
  reason: z.string().optional(),
  requestedAt: z.number(),
  decidedAt: z.number().optional(),
  paidAt: z.number().optional(),
  failedAt: z.number().optional(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

/** As admins see it: whose it is. */
export const adminWithdrawalView = withdrawalView.extend({
  owner: z.string(),
  name: z.string(),
  decidedBy: z.string().optional(),
});
export type AdminWithdrawalView = z.infer<typeof adminWithdrawalView>;

export const commissionBalanceView = z.object({
  currency: z.string(),
  /** Earned over all time. */
  earnedMinor: z.number(),
  /** In its 14-day hold. */
  pendingMinor: z.number(),
  withdrawableMinor: z.number(),
  /** Asked for, not yet paid out or refused. */
  withdrawingMinor: z.number(),
  /** Paid out to the institution's number, over all time. */
  paidOutMinor: z.number(),
  /** The least a withdrawal may be in this currency (admin-set, or USD 10's worth). */
  minimumMinor: z.number(),
});

export const myCommissionsResponse = z.object({
  /** The reader's country's time zone: the times are shown in it. */
  zone: z.string(),
  balances: z.array(commissionBalanceView),
  /** Newest first. */
  withdrawals: z.array(withdrawalView),
});
export type MyCommissions = z.infer<typeof myCommissionsResponse>;

const numberText = z
  .string({ error: 'Enter the mobile money number.' })
  .trim()
  .min(1, 'Enter the mobile money number.')
  .max(24, 'This phone number is too long.');
const networkText = z
  .string({ error: 'Choose the mobile money network.' })
  .trim()
  .min(1, 'Choose the mobile money network.')
  .max(30, 'Choose the mobile money network.');

export const withdrawBody = z
  .strictObject({
    currency: currencyField,
    /** Omitted: the whole withdrawable balance. */
    amount_minor: z
      .number({ error: 'Give the amount as a whole number of the smallest unit.' })
      .int('Give the amount as a whole number of the smallest unit.')
      .positive('Give an amount above zero.')
      .optional(),
    /** Both omitted: the caller's saved payout number (PUT /api/my/payout-number). */
    phone: numberText.optional(),
    network: networkText.optional(),
  })
  .refine((body) => (body.phone === undefined) === (body.network === undefined), {
    message: 'Give the mobile money number and its network together.',
    path: ['network'],
  });
export type WithdrawInput = z.infer<typeof withdrawBody>;

export const withdrawalParams = z.strictObject({
  id: z.string().regex(/^[a-z0-9]{6,40}$/, 'No such withdrawal request.'),
});

export const refuseBody = z.strictObject({
  reason: z
    .string({ error: 'Say why the withdrawal is refused.' })
    .trim()
    .min(3, 'Say why the withdrawal is refused.')
    .max(500, 'Keep the reason under 500 characters.'),
});

export const adminWithdrawalsQuery = z.strictObject({
  status: z.enum(withdrawalStatuses, { error: 'Choose a status.' }).default('requested'),
  cursor: pageCursor.optional(),
});

export const adminWithdrawalsResponse = z.object({
  withdrawals: z.array(adminWithdrawalView),
  cursor: z.string().optional(),
});

export const minimumView = z.object({
  currency: z.string(),
  minimumMinor: z.number(),
  set: z.boolean(),
  updatedAt: z.number().optional(),
});
export const minimumsResponse = z.object({ minimums: z.array(minimumView) });

export const minimumParams = z.strictObject({ currency: currencyField });
export const minimumBody = z.strictObject({
  minimum_minor: z
    .number({ error: 'Give the minimum as a whole number of the smallest unit.' })
    .int('Give the minimum as a whole number of the smallest unit.')
    .positive('The minimum must be above zero.')
    .max(1_000_000_000, 'The minimum is too large.'),
});

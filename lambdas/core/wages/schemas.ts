import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { hireParams } from '../hires/schemas.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

export const wageStatuses = [
  'awaiting_payment',
  'collected',
  'paid_out',
  'payment_failed',
  'payout_failed',
  'refunded',
] as const;
export type WageStatus = (typeof wageStatuses)[number];

export const deductionKinds = ['statutory', 'other'] as const;

export const DEDUCTIONS_MAX = 10;
export const DEDUCTION_LABEL_MAX = 80;
export const REFUND_REASON_MAX = 300;
/** The largest wage one payment carries, in minor units (K1,000,000): past it, a typo. */
export const GROSS_MAX_MINOR = 100_000_000;

/**
 * A wage payment's id (`wage-` and a time-sorted random part; also the provider's tx_ref), read
 * as any key-safe word: one that names no wage is a 404 like any unknown id.
 */
const wid = z.string().regex(/^[\w-]{1,64}$/, 'Invalid wage payment');

export const wageParams = z.strictObject({ wid });
export type WageParams = z.output<typeof wageParams>;

/** A payout's reference: a wage's id, or a commission withdrawal's `cpo-…`. */
export const payoutParams = z.strictObject({
  reference: z.string().regex(/^[\w-]{1,80}$/, 'Invalid payout'),
});

const periodMessage = 'Choose the month paid, as YYYY-MM';
/** The month a payment is for (its checks against today are the domain's: wage-rules.ts). */
export const period = z
  .string({ error: periodMessage })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, periodMessage);

const grossMessage = 'Give the gross wage in whole units of the currency';
const grossMinor = z
  .number({ error: grossMessage })
  .int(grossMessage)
  .positive(grossMessage)
  .max(GROSS_MAX_MINOR, 'The gross wage is too large');

const amountMessage = 'Give each deduction’s amount';
const labelMessage = 'Name each deduction in 1 to 80 characters';

/**
 * A deduction the parent records: a statutory one names its code (reference/wage-deductions.ts,
 * refused when the country names no such code), any other is the parent's own label.
 */
export const deduction = z.strictObject({
  kind: z.enum(deductionKinds, { error: 'A deduction is statutory or other' }),
  code: z
    .string({ error: 'Unknown statutory deduction' })
    .regex(/^[A-Z][A-Z0-9_]{1,19}$/, 'Unknown statutory deduction')
    .optional(),
  label: z
    .string({ error: labelMessage })
    .trim()
    .min(1, labelMessage)
    .max(DEDUCTION_LABEL_MAX, labelMessage),
  amount_minor: z
    .number({ error: amountMessage })
    .int(amountMessage)
    .positive(amountMessage)
    .max(GROSS_MAX_MINOR, amountMessage),
});
export type Deduction = z.output<typeof deduction>;

const deductionsMessage = 'Record at most 10 deductions';
export const deductions = z
  .array(deduction, { error: deductionsMessage })
  .max(DEDUCTIONS_MAX, deductionsMessage);

const phoneMessage = 'Give the mobile money number';
const networkMessage = 'Choose the mobile money network';
const phone = z.string({ error: phoneMessage }).trim().min(6, phoneMessage).max(20, phoneMessage);
const network = z
  .string({ error: networkMessage })
  .trim()
  .min(2, networkMessage)
  .max(20, networkMessage);

/** GET .../wages/quote: what paying this would cost (deductions as their sum). */
export const quoteQuery = z.strictObject({
  period,
  gross_minor: z.coerce.number({ error: grossMessage }).pipe(grossMinor),
  deductions_minor: z.coerce
    .number({ error: amountMessage })
    .int(amountMessage)
    .min(0, amountMessage)
    .max(GROSS_MAX_MINOR, amountMessage)
    .default(0),
  /** Over the agreed monthly wage on purpose (a bonus, an advance): see wage-rules.ts. */
  extra: z.enum(['true', 'false']).optional(),
});
export type QuoteQuery = z.output<typeof quoteQuery>;

/** POST .../wages: the parent pays a month's wage (or part of it) from their mobile money. */
export const createWageBody = z.strictObject({
  period,
  gross_minor: grossMinor,
  deductions: deductions.default([]),
  payer_phone: phone,
  payer_network: network,
  /**
   * The parent says this payment is on top of the agreed monthly wage (a bonus, an advance), so
   * the month's total may pass it; without it, it may not (docs/decisions/wages-and-payouts.md).
   */
  extra: z.boolean({ error: 'Say whether this is extra to the agreed wage' }).default(false),
});
export type CreateWageBody = z.output<typeof createWageBody>;

/** PUT /api/my/payout-number: where the caller's wages (or commissions) are paid. */
export const payoutNumberBody = z.strictObject({ phone, network });

const yearMessage = 'Choose a year';
export const yearQuery = z.strictObject({
  year: z.coerce
    .number({ error: yearMessage })
    .int(yearMessage)
    .min(2020, yearMessage)
    .max(2100, yearMessage)
    .optional(),
});

export const adminPayoutsQuery = z.strictObject({
  status: z.enum(['failed'], { error: 'Only failed payouts are listed' }).default('failed'),
  cursor: pageCursor.optional(),
});

export const refundBody = z.strictObject({
  reason: z
    .string({ error: 'Say why the wage is refunded' })
    .trim()
    .min(1, 'Say why the wage is refunded')
    .max(REFUND_REASON_MAX, 'The reason should be 300 characters or fewer'),
});

export { hireParams };

/* ---------- answers ---------- */

const side = z.enum(['parent', 'caregiver']);

export const networkView = z.object({ code: z.string(), label: z.string() });

/** A statutory deduction the country names (reference/wage-deductions.ts), for the form. */
export const statutoryView = z.object({
  code: z.string(),
  label: z.string(),
  /** What the law says, in words (e.g. "5% of gross, up to a ceiling"): never computed for you. */
  rule: z.string(),
  source_url: z.string(),
});

export const deductionView = z.object({
  kind: z.enum(deductionKinds),
  code: z.string().optional(),
  label: z.string(),
  amount_minor: z.number(),
});

/** A payment's month and figures, the same on a quote and a payslip (minor units). */
const amounts = {
  currency: z.string(),
  period: z.string(),
  gross_minor: z.number(),
  deductions_minor: z.number(),
  /** What the caregiver receives, exactly. */
  net_minor: z.number(),
  collection_fee_minor: z.number(),
  transfer_fee_minor: z.number(),
  /** Both fees, paid by the parent on top of the net. */
  fee_minor: z.number(),
  /** What the parent's mobile money is charged: net + fee. */
  total_minor: z.number(),
};

/**
 * A payslip: one wage payment as both its people (and admins) read it. Dates are epoch ms
 * (the SPA shows them in the country's time zone, Africa/Lusaka for Zambia).
 */
export const wageView = z.object({
  wid: z.string(),
  post_id: z.string(),
  parent_id: z.string(),
  caregiver_id: z.string(),
  parent_name: z.string(),
  caregiver_name: z.string(),
  /** The job's country (alpha-2) and its time zone. */
  country: z.string(),
  time_zone: z.string(),
  ...amounts,
  deductions: z.array(deductionView),
  extra: z.boolean(),
  status: z.enum(wageStatuses),
  payer_network: z.string(),
  payee_network: z.string(),
  /** The caregiver's number, all but its last three digits hidden. */
  payee_phone_hint: z.string(),
  /** The provider's collection (transaction id and its own reference). */
  collection: z.object({ id: z.string(), flw_ref: z.string().optional() }).nullable(),
  /** The provider's transfer to the caregiver (its reference is the wage's id). */
  transfer: z
    .object({ id: z.string().optional(), reference: z.string(), attempts: z.number() })
    .nullable(),
  createdAt: z.number(),
  collectedAt: z.number().optional(),
  paidAt: z.number().optional(),
  failedAt: z.number().optional(),
  refundedAt: z.number().optional(),
  refund_reason: z.string().optional(),
});
export type WageView = z.output<typeof wageView>;

/** GET .../wages/quote */
export const quoteResponse = z.object({
  ...amounts,
  /** The agreed monthly wage (or the accepted offer's salary), when known. */
  monthly_minor: z.number().nullable(),
  /** Gross already paid (or on its way) for this period, not counting extra payments. */
  paid_in_period_minor: z.number(),
  /** Payments are held to this for the period unless marked extra; null: no known wage. */
  cap_minor: z.number().nullable(),
});
export type QuoteView = z.output<typeof quoteResponse>;

export const createWageResponse = z.object({
  wage: wageView,
  /** Where the parent approves the charge (the provider's mobile money page). */
  redirect: z.string(),
});

export const monthStatuses = ['paid', 'part-paid', 'due', 'late', 'upcoming'] as const;

/** A month the wage is owed for, from the agreement's start and pay day. */
export const monthDueView = z.object({
  period: z.string(),
  /** Pay day of the month, in the country's time zone, as epoch ms. */
  due_at: z.number(),
  /** Gross paid (collected or paid out) for the month, extras left out. */
  paid_minor: z.number(),
  status: z.enum(monthStatuses),
});

/** GET /api/hires/{id}/{uid}/wages */
export const hireWagesResponse = z.object({
  side,
  country: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  /** The agreed monthly wage and pay day (accepted agreement), or the offer's salary. */
  monthly_minor: z.number().nullable(),
  pay_day: z.number().nullable(),
  wage_from: z.enum(['agreement', 'offer', 'none']),
  months: z.array(monthDueView),
  wages: z.array(wageView),
  /** Whether the caregiver has told where to be paid (else paying is refused with 409). */
  payee_ready: z.boolean(),
  networks: z.array(networkView),
  statutory: z.array(statutoryView),
});

/** GET /api/wages */
export const myWagesResponse = z.object({
  year: z.number(),
  wages: z.array(wageView.extend({ side })),
});

export const wageResponse = z.object({ wage: wageView.extend({ side: side.optional() }) });

/** GET / PUT /api/my/payout-number */
export const payoutNumberResponse = z.object({
  payout_number: z
    .object({ phone: z.string(), network: z.string(), updatedAt: z.number() })
    .nullable(),
  country: z.string(),
  networks: z.array(networkView),
});

/** One failed payout, with what it pays (admins' list). */
export const failedPayoutView = z.object({
  reference: z.string(),
  kind: z.enum(['wage', 'commission']),
  owner: z.string(),
  owner_name: z.string(),
  subject: z.string(),
  amount_minor: z.number(),
  currency: z.string(),
  network: z.string(),
  phone_hint: z.string(),
  attempts: z.number(),
  last_error: z.string().optional(),
  createdAt: z.number(),
  failedAt: z.number().optional(),
  /** A line saying what was owed ("Wage 2026-05 from A to B"). */
  summary: z.string(),
  /** The wage paid, when the payout is a wage's (its refund route takes its wid). */
  wage: wageView.optional(),
});

export const adminPayoutsResponse = z.object({
  payouts: z.array(failedPayoutView),
  cursor: z.string().nullable(),
});

export const retryPayoutResponse = z.object({
  reference: z.string(),
  status: z.enum(['due', 'sent', 'paid', 'failed', 'cancelled']),
});

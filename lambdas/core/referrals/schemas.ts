import * as z from 'zod';

export const referredMember = z.object({
  user_id: z.string(),
  user_type: z.string().optional(),
  /** The member's own name once their profile has one. */
  name: z.string().optional(),
  date_created: z.number(),
  /** Spec: false until the member's first purchase earns the referrer a commission. */
  status: z.boolean(),
  /** The ledger line of that first purchase. */
  commission: z
    .object({
      amountMinor: z.number(),
      currency: z.string(),
      percent: z.number(),
      earnedAt: z.number(),
      payableAt: z.number(),
      status: z.enum(['pending', 'payable']),
    })
    .optional(),
});

export const referralsResponse = z.object({
  /** Relative to the site, e.g. /?ref=UID. */
  link: z.string(),
  /** What the reader earns of a referred member's first purchase: 5, or 10 when accredited. */
  percent: z.number(),
  referrals: z.array(referredMember),
  /** Total commission per currency, over every referral (not just this page). */
  earnings: z.array(z.object({ currency: z.string(), earnedMinor: z.number() })),
  cursor: z.string().optional(),
});
export type ReferralsPage = z.infer<typeof referralsResponse>;

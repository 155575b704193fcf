import * as z from 'zod';
import { priceCurrencies } from '../reference/prices.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

export const packageItem = z.object({
  /** Stable: 'parent-1m', 'caregiver-12m', 'featured-1w', 'personality-test'. */
  id: z.string(),
  kind: z.enum(['parent', 'caregiver', 'featured', 'personality']),
  title: z.string(),
  gives: z.string(),
  currency: z.enum(priceCurrencies),
  /** Integer, in the currency's minor unit. */
  amountMinor: z.number().int(),
  usd: z.number(),
});
export type PackageItem = z.infer<typeof packageItem>;

export const packagesResponse = z.object({
  currency: z.enum(priceCurrencies),
  packages: z.array(packageItem),
  /** When the caller's running package ends (ms since epoch), or null. */
  until: z.number().nullable(),
  /** When the caller's featured placement ends, or null (caregivers only). */
  featured: z.number().nullable(),
});
export type PackagesAnswer = z.infer<typeof packagesResponse>;

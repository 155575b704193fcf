import * as z from 'zod';
import { userTypes } from '../actor.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

/** POST /api/traffic/page-view: what the SPA may say about a view, nothing more. */
export const pageViewBody = z.strictObject({
  path: z.string().min(1).max(300),
  user_type: z.enum(userTypes).optional(),
});
export type PageView = z.infer<typeof pageViewBody>;

/** The last 7 days (today included): views per day, the 10 most viewed routes, per user type. */
export const pageViewsSummary = z.object({
  days: z.array(z.object({ day: z.string(), views: z.number() })),
  routes: z.array(z.object({ path: z.string(), views: z.number() })),
  /** A user type, or 'anonymous'. */
  user_types: z.array(z.object({ user_type: z.string(), views: z.number() })),
});
export type PageViewsSummary = z.infer<typeof pageViewsSummary>;

/** Registrations and completed payments on each of the last 7 days (Zambia's), oldest first. */
export const weekPerDay = z.array(
  z.object({ day: z.string(), registrations: z.number(), payments: z.number() }),
);
export type WeekPerDay = z.infer<typeof weekPerDay>;

/** GET /api/admin/stats: the report cards, read from counters kept by the writes. */
export const reportCardsResponse = z.object({
  completed_payments: z.number(),
  failed_payments: z.number(),
  caregivers: z.number(),
  parents: z.number(),
  incomplete_users: z.number(),
  most_viewed_caregiver: z
    .object({ uid: z.string(), name: z.string(), views: z.number() })
    .nullable(),
  most_viewed_job: z
    .object({ post_id: z.string(), title: z.string(), views: z.number() })
    .nullable(),
  top_traffic_source: z.object({ source: z.string(), count: z.number() }).nullable(),
  page_views: pageViewsSummary,
  per_day: weekPerDay,
  /** Every registration source with its count, most first (`total` left out). */
  traffic_sources: z.array(z.object({ source: z.string(), count: z.number() })),
});
export type ReportCards = z.infer<typeof reportCardsResponse>;

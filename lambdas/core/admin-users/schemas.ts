import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { userTypes } from '../actor.js';
import { emailSchema } from '../auth/schemas.js';
import { orderStatuses, orderView } from '../payments/order-schemas.js';
import { adminReportView, reportMadeView } from '../reports/schemas.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

export { roleFlagsBody, rolesResponse, type RolesInput } from './role-schemas.js';

const cursor = pageCursor.optional();

/** One of e-mail (exact), name (prefix, any case) or type (newest first). */
export const findUsersQuery = z
  .strictObject({
    email: emailSchema.optional(),
    name: z.string().trim().min(1).max(80).optional(),
    type: z.enum(userTypes).optional(),
    cursor,
  })
  .refine((q) => [q.email, q.name, q.type].filter(Boolean).length === 1, {
    message: 'Search by exactly one of e-mail, name or type',
  });

export const userSummary = z.object({
  uid: z.string(),
  email: z.string(),
  user_type: z.enum(userTypes),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  date_created: z.number(),
  verified: z.boolean(),
  accredited: z.boolean(),
  live: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummary>;
export const findUsersResponse = z.object({
  users: z.array(userSummary),
  cursor: z.string().nullable(),
});

export const adminUserParams = z.strictObject({ uid: z.string().regex(/^[\w-]{1,128}$/) });

/**
 * The user's whole record as stored (users/user.entity.ts): the fields the user page reads are
 * named, every other stored field comes along as it is.
 */
const adminProfile = z.looseObject({
  uid: z.string(),
  email: z.string(),
  user_type: z.enum(userTypes),
  fullname: z.string().optional(),
  username: z.string().optional(),
  surname: z.string().optional(),
  phone: z.string().optional(),
  town: z.string().optional(),
  verified: z.boolean().optional(),
  accredited: z.boolean().optional(),
  live: z.boolean().optional(),
  isCompelete: z.boolean().optional(),
  /** Set while an admin has suspended the account. */
  suspended: z.boolean().optional(),
  date_created: z.number(),
});

/** GET /api/admin/users/{uid}: one user as an admin sees it. */
export const adminUserResponse = z.object({
  profile: adminProfile,
  /** Its Cognito groups (user type and roles). */
  groups: z.array(z.string()),
  /** Short-lived links to its documents, by kind. */
  documents: z.record(z.string(), z.string()),
  /** Its newest orders (15), and the cursor of the next ones. */
  orders: z.array(orderView),
  ordersCursor: z.string().nullable(),
  /** Reports this user made (the first 15). */
  reportsMade: z.array(reportMadeView),
  /** Reports about this user's profile (newest first, 15), each with its admin report id. */
  reportsAbout: z.array(adminReportView),
  /** Who suspended this user, when and why; null when they are not suspended. */
  suspension: z
    .object({
      by: z.string(),
      byEmail: z.string().nullable(),
      at: z.number(),
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type AdminUser = z.infer<typeof adminUserResponse>;

const day = z.coerce.number().int().nonnegative().max(8_640_000_000_000_000);
/** Orders: a status (or all), and a created range in ms since the epoch (both inclusive). */
export const adminOrdersQuery = z.strictObject({
  status: z.enum(orderStatuses).optional(),
  from: day.optional(),
  to: day.optional(),
  cursor,
});
/** Transactions are orders that reached the provider's verdict: COMPLETED or failed. */
export const transactionsQuery = z.strictObject({
  status: z.enum(['COMPLETED', 'failed']).default('COMPLETED'),
  from: day.optional(),
  to: day.optional(),
  cursor,
});

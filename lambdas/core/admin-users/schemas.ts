import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { userTypes } from '../actor.js';
import { emailSchema } from '../auth/schemas.js';
import { countryNames } from '../reference/country-names.js';
import { orderStatuses, orderView } from '../payments/order-schemas.js';
import { adminReportView, reportMadeView } from '../reports/schemas.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

export { roleFlagsBody, rolesResponse, type RolesInput } from './role-schemas.js';

const cursor = pageCursor.optional();

import { userStates } from './list-options.js';

export { EXPORT_ROWS, userStates, type UserState } from './list-options.js';

const knownCountries = new Set(countryNames.map((country) => country.countryName));

/**
 * The admin user list: at most one search (e-mail, exact; or name, a prefix in any case) and
 * the filters (user type, country by its reference name, state). Without a search a type is
 * required: the users are indexed per type (docs/decisions/admin.md).
 */
const userFilterFields = {
  email: emailSchema.optional(),
  name: z.string().trim().min(1).max(80).optional(),
  type: z.enum(userTypes).optional(),
  country: z
    .string()
    .refine((name) => knownCountries.has(name), 'Choose a country from the list')
    .optional(),
  state: z.enum(userStates).optional(),
};
type UserFilterFields = { email?: string; name?: string; type?: string };
const oneSearchOrAType = (q: UserFilterFields) =>
  !(q.email && q.name) && Boolean(q.email || q.name || q.type);
const searchMessage = 'Search by e-mail or by name, or choose a user type';

export const userFiltersQuery = z
  .strictObject(userFilterFields)
  .refine(oneSearchOrAType, { message: searchMessage });
export type UserFilters = z.infer<typeof userFiltersQuery>;

export const findUsersQuery = z
  .strictObject({ ...userFilterFields, cursor })
  .refine(oneSearchOrAType, { message: searchMessage });

export const userSummary = z.object({
  uid: z.string(),
  /** Null for an account made with a phone number only; then `signInPhone` names it. */
  email: z.string().nullable(),
  signInPhone: z.string().nullable(),
  user_type: z.enum(userTypes),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  date_created: z.number(),
  verified: z.boolean(),
  accredited: z.boolean(),
  live: z.boolean(),
  currently_in: z.string().nullable(),
  suspended: z.boolean(),
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
  email: z.string().optional(),
  signInPhone: z.string().optional(),
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

/** The admin exports take the list's own filters, without its cursor (admin-users/exports.ts). */
export const ordersExportQuery = adminOrdersQuery.omit({ cursor: true });
export const transactionsExportQuery = transactionsQuery.omit({ cursor: true });

/** An export's answer: CSV text (RFC 4180, UTF-8 with a byte-order mark), sent as text/csv. */
export const csvResponse = z.string().describe('CSV (RFC 4180), UTF-8 with a byte-order mark');

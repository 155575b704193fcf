import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { userTypes } from '../actor.js';
import { emailSchema } from '../auth/schemas.js';

export { roleFlagsBody, rolesResponse, type RolesInput } from './role-schemas.js';
import { orderStatuses } from '../payments/order.entity.js';

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
  user_type: z.string(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  date_created: z.number(),
  verified: z.boolean(),
  accredited: z.boolean(),
  live: z.boolean(),
});
export const findUsersResponse = z.object({
  users: z.array(userSummary),
  cursor: z.string().nullable(),
});

export const adminUserParams = z.strictObject({ uid: z.string().regex(/^[\w-]{1,128}$/) });

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

/*
 * What the admin user and order lists offer, zod-free so the SPA's admin screens read it without
 * bundling the schemas (schemas.ts builds the queries from it).
 */

/** A user's state as an admin filters by it (a deleted account is erased: it has none). */
export const userStates = ['active', 'suspended'] as const;
export type UserState = (typeof userStates)[number];

/** The most rows an admin export holds (admin-users/exports.ts says why). */
export const EXPORT_ROWS = 5000;

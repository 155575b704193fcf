/**
 * Cognito groups are the roles. The first four are user types chosen at registration. Zod-free,
 * so the SPA's labels and filters read them without bundling the schemas (actor.ts has those).
 */
export const userTypes = ['parent', 'childcarer', 'cook', 'institution'] as const;
export type UserType = (typeof userTypes)[number];
export const roles = [...userTypes, 'admin', 'super_admin', 'accredited', 'verified'] as const;
export type Role = (typeof roles)[number];

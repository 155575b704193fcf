import * as z from 'zod';
import { roles, type Role, type UserType } from './roles.js';

export { roles, userTypes, type Role, type UserType } from './roles.js';

/** Who is calling: resolved once per request from the verified token's claims. */
export const actorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('anonymous') }),
  z.object({
    kind: z.literal('user'),
    uid: z.string().min(1),
    email: z.string(),
    groups: z.array(z.enum(roles)),
  }),
]);
export type Actor = z.infer<typeof actorSchema>;
export type UserActor = Extract<Actor, { kind: 'user' }>;

export const anonymous: Actor = { kind: 'anonymous' };

export const hasRole = (actor: Actor, role: Role): boolean =>
  actor.kind === 'user' && actor.groups.includes(role);

export const isAdmin = (actor: Actor): boolean =>
  hasRole(actor, 'admin') || hasRole(actor, 'super_admin');

/** The group a user type joins on confirmation. */
export const groupForUserType = (userType: UserType): Role => userType;

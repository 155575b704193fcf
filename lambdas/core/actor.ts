import * as z from 'zod';

/** Cognito groups are the roles. The first four are user types chosen at registration. */
export const userTypes = ['parent', 'childcarer', 'cook', 'institution'] as const;
export type UserType = (typeof userTypes)[number];
export const roles = [...userTypes, 'admin', 'super_admin', 'accredited', 'verified'] as const;
export type Role = (typeof roles)[number];

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

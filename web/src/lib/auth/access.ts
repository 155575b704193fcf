// Only types are imported from @core/actor: its values would pull zod into the first download.
import type { Role } from '@core/actor';
import type { Access } from '@core/reference/screens';

/** Every role of @core/actor; the two checks below fail to compile if the lists drift apart. */
export const knownRoles = [
  'parent',
  'childcarer',
  'cook',
  'institution',
  'admin',
  'super_admin',
  'accredited',
  'verified',
] as const satisfies readonly Role[];
type Missing = Exclude<Role, (typeof knownRoles)[number]>;
export const noRoleMissing: [Missing] extends [never] ? true : Missing = true;

export const isRole = (name: unknown): name is Role =>
  typeof name === 'string' && (knownRoles as readonly string[]).includes(name);

/** The groups that open each guarded area. Caregiver pages serve childcarers and cooks. */
const groupsFor: Record<Exclude<Access, 'public' | 'signedIn'>, readonly Role[]> = {
  admin: ['admin', 'super_admin'],
  parent: ['parent'],
  caregiver: ['childcarer', 'cook'],
  institution: ['institution'],
};

export function allows(access: Access, groups: readonly Role[] | null): boolean {
  if (access === 'public') return true;
  if (groups === null) return false; // signed out
  if (access === 'signedIn') return true;
  return groupsFor[access].some((group) => groups.includes(group));
}

/** Whether the account has chosen its user type (a social sign-up has not, at first). */
export const hasUserType = (groups: readonly Role[]): boolean =>
  groups.some((group) => ['parent', 'childcarer', 'cook', 'institution'].includes(group));

/** The user's own start page after sign-in when no return address was given. */
export function homePathFor(groups: readonly Role[]): string {
  if (allows('admin', groups)) return '/admin';
  if (allows('parent', groups)) return '/my_account/parent/overview/user/none';
  if (allows('caregiver', groups)) return '/my_account/caregiver/overview/user/none';
  if (allows('institution', groups)) return '/my_account/institution/overview/user/none';
  return '/';
}

/** The own profile page of users who keep a public profile (caregivers, cooks, institutions). */
export function profilePathFor(groups: readonly Role[]): string | null {
  if (allows('caregiver', groups)) return '/my_account/caregiver/my_profile/user/none';
  if (allows('institution', groups)) return '/my_account/institution/my_profile/user/none';
  return null;
}

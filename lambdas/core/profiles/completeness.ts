import type { UserType } from '../actor.js';

/** The profile sections whose `status` flags spec section 4 reads. */
export const profileSections = [
  'basic_information',
  'roles',
  'personal_description',
  'uploads',
] as const;
export type ProfileSection = (typeof profileSections)[number];
export type SectionStatus = Partial<Record<ProfileSection, boolean>>;

/** Which sections a user type must finish (spec section 4). Parents have no public profile. */
export function requiredSections(
  userType: UserType,
  positions: readonly string[] = [],
): ProfileSection[] {
  if (userType === 'parent') return [];
  if (userType === 'institution') return ['basic_information', 'uploads'];
  const isCook = userType === 'cook' || positions.some((p) => p.toLowerCase().includes('cook'));
  return isCook
    ? ['basic_information', 'personal_description', 'uploads']
    : ['basic_information', 'roles', 'personal_description', 'uploads'];
}

/** The sections still to do, in the order the account centre lists them. */
export function missingSections(
  userType: UserType,
  status: SectionStatus,
  positions?: readonly string[],
) {
  return requiredSections(userType, positions).filter((section) => status[section] !== true);
}

/**
 * isCompelete and live, recomputed on every save: complete when every required section is
 * done; live only when complete and the user chose to be visible (radioValue 0).
 */
export function completeness(input: {
  userType: UserType;
  status: SectionStatus;
  positions?: readonly string[];
  radioValue?: number;
}) {
  if (input.userType === 'parent') return { isCompelete: false, live: false };
  const isCompelete = missingSections(input.userType, input.status, input.positions).length === 0;
  return { isCompelete, live: isCompelete && (input.radioValue ?? 0) === 0 };
}

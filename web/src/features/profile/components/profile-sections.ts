import type { UserType } from '@core/actor';
import { requiredSections, type ProfileSection } from '@core/profiles/completeness';
import type { Me, OwnRecord } from '../../../lib/use-me';
import type { ProfileKey } from '../i18n';

export type Area = 'caregiver' | 'institution' | 'parent';

/** Each section's name on screen (a message key) and the sub-path of its edit page. */
export const sectionInfo: Record<ProfileSection, { title: ProfileKey; edit: string }> = {
  basic_information: { title: 'section.basicInformation', edit: 'basic_information_edit' },
  roles: { title: 'section.roles', edit: 'roles_edit' },
  personal_description: { title: 'section.personalDescription', edit: 'personal_description_edit' },
  uploads: { title: 'section.uploads', edit: 'uploads_edit' },
};

/** The area of the account pages, read from the address (/my_account/<area>/...). */
export const areaOf = (pathname: string): Area => {
  const area = pathname.split('/')[2];
  return area === 'institution' || area === 'parent' ? area : 'caregiver';
};

export const accountLink = (area: Area, sub: string) => `/my_account/${area}/${sub}/none`;

export const editLink = (area: Area, section: ProfileSection) =>
  accountLink(area, `my_profile/${sectionInfo[section].edit}`);

/** The sections a user type can edit: institutions have no roles or description. */
export const editableSections = (userType: UserType): ProfileSection[] =>
  userType === 'institution'
    ? ['basic_information', 'uploads']
    : userType === 'parent'
      ? []
      : ['basic_information', 'roles', 'personal_description', 'uploads'];

/** Sections still missing for completeness (spec section 4), in the order they are listed. */
export const missingOf = (me: OwnRecord): ProfileSection[] =>
  requiredSections(me.user_type, me.positions ?? []).filter((section) => !me.status?.[section]);

/** The next section to fill after `current`, if any is still missing. */
export const nextMissing = (me: OwnRecord, current: ProfileSection) =>
  missingOf(me).find((section) => section !== current);

/** Where the public sees this profile. */
export const publicPath = (me: Pick<Me, 'uid' | 'user_type'>) =>
  me.user_type === 'institution' ? `/institution/${me.uid}` : `/cv/${me.uid}`;

/** A stored timestamp as the value of a date input (YYYY-MM-DD). */
export const dateInput = (timestamp: number | undefined) =>
  timestamp === undefined ? '' : new Date(timestamp).toISOString().slice(0, 10);

import type { UserActor, UserType } from '../actor.js';
import { invalid } from '../errors.js';
import { countryByName } from '../reference/countries.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import { users } from '../users/users.js';
import { completeness, type ProfileSection } from './completeness.js';
import { patchProfile } from './patch-profile.js';
import { institutionOnlyFields } from './schemas.js';
import { saveWithUsername, usernameKey } from './username.js';

type EditableSection = Exclude<ProfileSection, 'uploads'>;

/** Sections each user type keeps; a cook may describe roles though completeness skips them. */
const editableSections: Record<UserType, readonly EditableSection[]> = {
  parent: [],
  institution: ['basic_information'],
  childcarer: ['basic_information', 'roles', 'personal_description'],
  cook: ['basic_information', 'roles', 'personal_description'],
};

/** Phone code, currency and country code follow the chosen country (spec section 3, Location). */
function locationOf(fields: Record<string, unknown>) {
  const country =
    typeof fields.currently_in === 'string' ? countryByName(fields.currently_in) : undefined;
  return country
    ? { code: country.countryCode, phone_code: country.dialCode, currency: country.currencyCode }
    : {};
}

/**
 * Saves one section of the caller's own profile and recomputes completeness and `live`. The
 * write is conditional on the version the caller read, so a concurrent edit is refused, not lost.
 */
export async function saveProfileSection(
  actor: UserActor,
  section: EditableSection,
  input: { version: number } & Record<string, unknown>,
  now: number,
) {
  const user = await users.require(actor.uid);
  if (!editableSections[user.user_type].includes(section)) {
    throw invalid('This kind of account has no such profile section');
  }
  // A caregiver's description has a section of its own, with its own rules.
  const foreign =
    section === 'basic_information' && user.user_type !== 'institution'
      ? institutionOnlyFields.filter((field) => field in input)
      : [];
  if (foreign.length) {
    throw invalid('Only institutions describe themselves here', {
      [foreign[0]!]: 'Only institutions describe themselves here',
    });
  }
  const { version, ...fields } = input;
  const status = { ...user.status, [section]: true };
  const derived = completeness({
    userType: user.user_type,
    status,
    positions: (fields.positions as string[] | undefined) ?? user.positions,
    radioValue: (fields.radioValue as number | undefined) ?? user.radioValue,
  });
  const { username, ...rest } = fields as { username?: string } & Record<string, unknown>;
  const set = {
    ...rest,
    ...locationOf(rest),
    ...derived,
    status,
    date_updated: now,
    updatedAt: now,
  };
  const read = { userType: user.user_type, before: user.isCompelete };
  if (username && usernameKey(username) !== usernameKey(user.username ?? '')) {
    await saveWithUsername({
      read,
      uid: actor.uid,
      wanted: username,
      previous: user.username,
      version,
      set,
    });
  } else {
    await patchProfile(actor.uid, version, set, read);
  }
  await refreshCaregiverCards(actor.uid, now);
  return users.require(actor.uid);
}

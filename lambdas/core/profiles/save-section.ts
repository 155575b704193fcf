import type { UserActor, UserType } from '../actor.js';
import { invalid } from '../errors.js';
import { positionsFor } from '../reference/positions.js';
import { locationOfCountryName, placeLeftOut } from '../location/account-location.js';
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

/** A cook chooses among the cook positions, a childcarer among the others (positions.ts). */
function checkPositions(userType: UserType, chosen: unknown) {
  if (userType !== 'childcarer' && userType !== 'cook') return;
  if (!Array.isArray(chosen)) return;
  const allowed = positionsFor(userType);
  if (chosen.some((position) => !allowed.includes(position as string)))
    throw invalid('Choose a position from the list', {
      positions: 'Choose a position from the list',
    });
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
  checkPositions(user.user_type, fields.positions);
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
    ...locationOfCountryName(rest.currently_in),
    ...derived,
    status,
    date_updated: now,
    updatedAt: now,
  };
  const read = { userType: user.user_type, before: user.isCompelete };
  // The section's form holds the whole location: a region or town it leaves out is gone.
  const remove = section === 'basic_information' ? placeLeftOut(rest) : [];
  if (username && usernameKey(username) !== usernameKey(user.username ?? '')) {
    await saveWithUsername({
      read,
      uid: actor.uid,
      wanted: username,
      previous: user.username,
      version,
      set,
      remove,
    });
  } else {
    await patchProfile(actor.uid, version, set, read, remove);
  }
  await refreshCaregiverCards(actor.uid, now);
  return users.require(actor.uid);
}

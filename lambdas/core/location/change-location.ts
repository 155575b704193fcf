import type { UserActor } from '../actor.js';
import { patchProfile } from '../profiles/patch-profile.js';
import { countryByName } from '../reference/countries.js';
import { refreshCaregiverCards } from '../search/caregiver-cards.js';
import { users } from '../users/users.js';
import { locationOfCountry, placeLeftOut } from './account-location.js';
import type { LocationInput } from './schemas.js';

/**
 * The location screen (spec: locations_edit): any account moves country, and with it its phone
 * code and the currency it is priced and charged in. A region or town the form leaves out is
 * removed (a new country's lists are other lists). Conditional on the version read, as every
 * profile write; a caregiver's search cards follow at once.
 */
export async function changeLocation(actor: UserActor, input: LocationInput, now: number) {
  await users.require(actor.uid);
  const { version, ...place } = input;
  // The schema only lets through countries the reference knows.
  const country = countryByName(place.currently_in)!;
  const set = { ...place, ...locationOfCountry(country), date_updated: now, updatedAt: now };
  await patchProfile(actor.uid, version, set, undefined, placeLeftOut(place));
  await refreshCaregiverCards(actor.uid, now);
  return users.require(actor.uid);
}

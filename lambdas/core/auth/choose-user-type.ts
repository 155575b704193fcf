import { userTypes, type UserActor, type UserType } from '../actor.js';
import { conflict } from '../errors.js';
import type { TrafficSource } from '../reference/options.js';
import { currentTerms } from '../reference/terms.js';
import { users } from '../users/users.js';
import { newAccountLocation } from '../location/account-location.js';
import type { AccountPorts } from './ports.js';

/**
 * A social sign-up has no user type yet: the user chooses it once, on /register_social. An
 * account that already has a type (a group of its own or a user record) cannot change it here.
 */
export async function chooseUserType(
  ports: AccountPorts,
  actor: UserActor,
  userType: UserType,
  source?: TrafficSource,
  /** The chosen country, then the one CloudFront located the visit in (viewer-country.ts). */
  countries: (string | undefined)[] = [],
) {
  const hasType = actor.groups.some((group) => (userTypes as readonly string[]).includes(group));
  if (hasType || (await users.get(actor.uid))) {
    throw conflict('This account already has a user type');
  }
  await users.create({
    uid: actor.uid,
    email: actor.email,
    user_type: userType,
    now: ports.now(),
    source,
    // `terms: true` is required by the schema: they accepted the version in force.
    termsVersion: currentTerms.version,
    location: newAccountLocation(...countries),
  });
  await users.completeSignUp(actor.uid, ports.now());
  await ports.identity.addToGroup(actor.uid, userType);
  return { message: 'Your account is ready. Please sign in again to continue.' };
}

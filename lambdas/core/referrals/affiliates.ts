import type { Identity } from '../ports/identity.js';
import { users } from '../users/users.js';

/**
 * Makes a user an accredited affiliate: the Cognito group is the role, and the user record's
 * `accredited` mirrors it for the payment settlement, which reads the referrer's record in its
 * transaction rather than calling Cognito (see docs/decisions/payments-and-packages.md, "Referral
 * commission"). The one place that sets both.
 */
export async function accredit(identity: Pick<Identity, 'addToGroup'>, uid: string, now: number) {
  await identity.addToGroup(uid, 'accredited');
  await users.setAccountFields(uid, { accredited: true }, now);
}

/** The counterpart: the group and the record's mirror are removed together (admin role form). */
export async function unaccredit(
  identity: Pick<Identity, 'removeFromGroup'>,
  uid: string,
  now: number,
) {
  await identity.removeFromGroup(uid, 'accredited');
  await users.setAccountFields(uid, { accredited: false }, now);
}

import { countMetric } from '../ports/provided.js';
import { db } from '../db/service.js';
import { removeAccountRecords } from '../privacy/remove-account-records.js';
import { currentTerms } from '../reference/terms.js';
import { users } from '../users/users.js';
import { accountEmails, actionLink } from './emails.js';
import { actionCodes, linkLifetimes } from './action-codes.js';
import { authMessages as m } from './messages.js';
import type { AccountPorts } from './ports.js';
import type { RegisterInput } from './schemas.js';
import { conflict, words } from '../errors.js';
import { newAccountLocation, type CountryLocation } from '../location/account-location.js';
import { toldRefusals } from './refusals.js';

/** Sends a fresh verification link to an account's address, in the account's language. */
export async function sendVerification(
  ports: Pick<AccountPorts, 'sendMail' | 'appUrl' | 'now'>,
  uid: string,
  email: string,
  language?: string,
) {
  const code = await actionCodes.issue('verifyEmail', uid, email, ports.now());
  const href = actionLink(ports.appUrl, 'verifyEmail', code);
  await ports.sendMail(accountEmails.verify(email, href, language));
}

/** The spec's referral cookie: only another, existing user can be the referrer. */
export async function validReferrer(referrer: string | undefined): Promise<string | undefined> {
  return referrer && (await users.get(referrer)) ? referrer : undefined;
}

/**
 * A new account's records: the user (with the terms in force, which the schema made them accept,
 * and the traffic source counted) and the referral of the spec's cookie.
 */
export async function recordNewAccount(
  uid: string,
  signInName: { email: string } | { signInPhone: string },
  input: Pick<RegisterInput, 'user_type' | 'source' | 'referrer' | 'appLanguage'>,
  location: CountryLocation,
  now: number,
) {
  const referrer = await validReferrer(input.referrer);
  await users.create({
    uid,
    ...signInName,
    user_type: input.user_type,
    now,
    source: input.source,
    referred_by: referrer,
    appLanguage: input.appLanguage,
    termsVersion: currentTerms.version,
    location,
  });
  if (referrer)
    await db().entities.referral.create({ referrer, user_id: uid, date_created: now }).go();
}

/**
 * Registration. An address that is taken answers the spec's "Email already in use": a verified
 * one, and one registered but not verified yet while its link still works, so a second attempt
 * (someone else's, or the owner's own) never kills the first link; the address gets another
 * link to the same account instead, and a forgotten password is reset from it
 * (confirmPasswordReset also verifies). Only an attempt whose link has expired unverified is
 * discarded, so nobody holds an address they cannot read. The e-mail goes through the mail
 * queue: the answer is 201 as soon as the account exists, whatever SES does. The account's
 * location (country, phone code, currency) is where the visit comes from (spec section 3).
 */
export async function register(
  ports: AccountPorts,
  input: RegisterInput,
  /** The country CloudFront located the visit in (lambdas/http/viewer-country.ts). */
  viewerCountry?: string,
) {
  const existing = await ports.identity.find(input.email);
  if (existing?.confirmed) throw conflict(m.emailInUse);
  if (existing && existing.created + linkLifetimes.verifyEmail > ports.now()) {
    await ports.queueMail({ kind: 'verification-again', email: input.email });
    throw conflict(m.emailInUse);
  }
  if (existing) {
    await removeAccountRecords(existing.uid);
    await ports.identity.remove(existing.uid);
  }
  const uid = await toldRefusals(
    ports.identity.signUp(input.email, input.password, input.user_type),
  );
  const now = ports.now();
  await recordNewAccount(
    uid,
    { email: input.email },
    input,
    newAccountLocation(input.country, viewerCountry),
    now,
  );
  await ports.queueMail({
    kind: 'verify-email',
    uid,
    email: input.email,
    appLanguage: input.appLanguage,
  });
  countMetric('Registrations', { uid, user_type: input.user_type });
  return { uid, message: words('We sent a verification link to {email}.', { email: input.email }) };
}

/** The same work for every address: whether it gets mail is decided off the request path. */
export async function resendVerification(ports: AccountPorts, email: string) {
  await ports.queueMail({ kind: 'verification-again', email });
  return { message: m.verificationSent };
}

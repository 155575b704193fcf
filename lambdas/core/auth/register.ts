import { countMetric } from '../../ports/metrics.js';
import { db } from '../db/service.js';
import { users } from '../users/users.js';
import { actionCodes } from './action-codes.js';
import { accountEmails, actionLink } from './emails.js';
import { authMessages as m } from './messages.js';
import type { AccountPorts } from './ports.js';
import type { RegisterInput } from './schemas.js';
import { conflict, words } from '../errors.js';

/** Sends a fresh verification link to an account's address, in the account's language. */
export async function sendVerification(
  ports: AccountPorts,
  uid: string,
  email: string,
  language?: string,
) {
  const code = await actionCodes.issue('verifyEmail', uid, email, ports.now());
  const href = actionLink(ports.appUrl, 'verifyEmail', code);
  await ports.sendMail(accountEmails.verify(email, href, language));
}

/** The spec's referral cookie: only another, existing user can be the referrer. */
async function validReferrer(referrer: string | undefined): Promise<string | undefined> {
  return referrer && (await users.get(referrer)) ? referrer : undefined;
}

/**
 * Registration: an address that is already verified is taken; an earlier attempt that was
 * never verified is discarded, so people who lost the first e-mail can simply register again.
 */
export async function register(ports: AccountPorts, input: RegisterInput) {
  const existing = await ports.identity.find(input.email);
  if (existing?.confirmed) throw conflict(m.emailInUse);
  if (existing) {
    await users.remove(existing.uid);
    await ports.identity.remove(existing.uid);
  }
  const uid = await ports.identity.signUp(input.email, input.password, input.user_type);
  const now = ports.now();
  const referrer = await validReferrer(input.referrer);
  await users.create({
    uid,
    email: input.email,
    user_type: input.user_type,
    now,
    source: input.source,
    referred_by: referrer,
    appLanguage: input.appLanguage,
  });
  if (referrer)
    await db().entities.referral.create({ referrer, user_id: uid, date_created: now }).go();
  await sendVerification(ports, uid, input.email, input.appLanguage);
  countMetric('Registrations', { uid, user_type: input.user_type });
  return { uid, message: words('We sent a verification link to {email}.', { email: input.email }) };
}

export async function resendVerification(ports: AccountPorts, email: string) {
  const existing = await ports.identity.find(email);
  if (existing && !existing.confirmed) {
    const language = (await users.get(existing.uid))?.appLanguage;
    await sendVerification(ports, existing.uid, email, language);
  }
  return { message: m.verificationSent };
}

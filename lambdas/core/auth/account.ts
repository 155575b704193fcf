import type { Storage } from '../ports/storage.js';
import type { UserActor } from '../actor.js';
import { conflict, invalid, words } from '../errors.js';
import { closeSessions, endSessions } from '../sessions/session-fence.js';
import { users } from '../users/users.js';
import { accountDeletions } from '../privacy/deletions.js';
import { actionCodes } from './action-codes.js';
import { accountEmails, actionLink } from './emails.js';
import { authMessages as m } from './messages.js';
import type { AccountPorts } from './ports.js';
import { toldRefusals } from './refusals.js';
import { spendCode } from '../phone-accounts/phone-codes.js';

/** How a person proves it is them again: their password, or (joined by phone) a texted code. */
export interface Reauthentication {
  currentPassword?: string;
  code?: string;
}

/**
 * Re-authentication before a sensitive change: the password of an account with an e-mail (the
 * stored e-mail is the current one), or a code texted to the number an account signs in with
 * (POST /api/account/phone/code): an account made with a phone number has no password anyone
 * knows.
 */
async function confirmItIsThem(ports: AccountPorts, actor: UserActor, proof: Reauthentication) {
  const user = await users.require(actor.uid);
  if (proof.code && user.signInPhone) {
    await spendCode(user.signInPhone, 'confirm', proof.code, ports.now());
    return user;
  }
  if (!user.email) throw invalid(m.codeRequired, { code: m.codeRequired });
  if (!proof.currentPassword)
    throw invalid(m.passwordRequired, { currentPassword: m.passwordRequired });
  if (!(await ports.identity.passwordMatches(user.email, proof.currentPassword))) {
    throw invalid(m.wrongPassword, { currentPassword: m.wrongPassword });
  }
  return user;
}

/**
 * Every session ends with the old password, this browser's too (the SPA signs in again with
 * the new one): whoever else knew the old password is signed out.
 */
export async function changePassword(
  ports: AccountPorts,
  actor: UserActor,
  input: Reauthentication & { newPassword: string },
) {
  await confirmItIsThem(ports, actor, input);
  await toldRefusals(ports.identity.setPassword(actor.uid, input.newPassword));
  await endSessions(ports.identity, actor.uid, ports.now());
  return { message: m.passwordChanged };
}

/** The new address must prove itself first: the change happens when its link is opened. */
export async function requestEmailChange(
  ports: AccountPorts,
  actor: UserActor,
  input: Reauthentication & { email: string },
) {
  const user = await confirmItIsThem(ports, actor, input);
  if (input.email === user.email) throw invalid('That is already your e-mail address');
  if (await ports.identity.find(input.email)) throw conflict(m.emailInUse);
  const code = await actionCodes.issue('verifyAndChangeEmail', actor.uid, input.email, ports.now());
  const href = actionLink(ports.appUrl, 'verifyAndChangeEmail', code);
  await ports.sendMail(accountEmails.confirmNewEmail(input.email, href, user.appLanguage));
  return {
    message: user.email
      ? words('We sent a link to {email}. Your e-mail changes when you open it.', {
          email: input.email,
        })
      : words('We sent a link to {email}. It is added to your account when you open it.', {
          email: input.email,
        }),
  };
}

/**
 * The sessions end first, so no old token writes while the rest goes (or after). The deletion
 * is recorded next and then erased (lambdas/core/privacy/deletions.ts): sign-in
 * ends, files go, every item holding the person is removed or made anonymous. A deletion cut
 * short is finished by the scheduled job, so the answer does not depend on it.
 */
export async function deleteAccount(
  ports: AccountPorts,
  files: Pick<Storage, 'removeAll'>,
  actor: UserActor,
  proof: Reauthentication,
) {
  const user = await confirmItIsThem(ports, actor, proof);
  await closeSessions(actor.uid, ports.now());
  await accountDeletions.request({ files, identity: ports.identity }, user, ports.now());
  return { message: m.accountDeleted };
}

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

/** Re-authentication before a sensitive change; the stored e-mail is the current one. */
async function confirmPassword(ports: AccountPorts, actor: UserActor, password: string) {
  const user = await users.require(actor.uid);
  if (!(await ports.identity.passwordMatches(user.email, password))) {
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
  input: { currentPassword: string; newPassword: string },
) {
  await confirmPassword(ports, actor, input.currentPassword);
  await toldRefusals(ports.identity.setPassword(actor.uid, input.newPassword));
  await endSessions(ports.identity, actor.uid, ports.now());
  return { message: m.passwordChanged };
}

/** The new address must prove itself first: the change happens when its link is opened. */
export async function requestEmailChange(
  ports: AccountPorts,
  actor: UserActor,
  input: { currentPassword: string; email: string },
) {
  const user = await confirmPassword(ports, actor, input.currentPassword);
  if (input.email === user.email) throw invalid('That is already your e-mail address');
  if (await ports.identity.find(input.email)) throw conflict(m.emailInUse);
  const code = await actionCodes.issue('verifyAndChangeEmail', actor.uid, input.email, ports.now());
  const href = actionLink(ports.appUrl, 'verifyAndChangeEmail', code);
  await ports.sendMail(accountEmails.confirmNewEmail(input.email, href, user.appLanguage));
  return {
    message: words('We sent a link to {email}. Your e-mail changes when you open it.', {
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
  password: string,
) {
  const user = await confirmPassword(ports, actor, password);
  await closeSessions(actor.uid, ports.now());
  await accountDeletions.request({ files, identity: ports.identity }, user, ports.now());
  return { message: m.accountDeleted };
}

import type { Storage } from '../../ports/storage.js';
import type { UserActor } from '../actor.js';
import { stagedUploadsPrefix, userFilesPrefix } from '../profiles/user-files.js';
import { conflict, invalid, words } from '../errors.js';
import { users } from '../users/users.js';
import { actionCodes } from './action-codes.js';
import { accountEmails, actionLink } from './emails.js';
import { authMessages as m } from './messages.js';
import type { AccountPorts } from './ports.js';

/** Re-authentication before a sensitive change; the stored e-mail is the current one. */
async function confirmPassword(ports: AccountPorts, actor: UserActor, password: string) {
  const user = await users.require(actor.uid);
  if (!(await ports.identity.passwordMatches(user.email, password))) {
    throw invalid(m.wrongPassword, { currentPassword: m.wrongPassword });
  }
  return user;
}

export async function changePassword(
  ports: AccountPorts,
  actor: UserActor,
  input: { currentPassword: string; newPassword: string },
) {
  await confirmPassword(ports, actor, input.currentPassword);
  await ports.identity.setPassword(actor.uid, input.newPassword);
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
 * Documents first, then the records, sign-in last: if a later step fails the user can still
 * sign in and retry, and no file outlives the record that pointed to it.
 */
export async function deleteAccount(
  ports: AccountPorts,
  files: Pick<Storage, 'removeAll'>,
  actor: UserActor,
  password: string,
) {
  await confirmPassword(ports, actor, password);
  await files.removeAll(userFilesPrefix(actor.uid));
  await files.removeAll(stagedUploadsPrefix(actor.uid));
  await users.remove(actor.uid);
  await ports.identity.remove(actor.uid);
  return { message: m.accountDeleted };
}

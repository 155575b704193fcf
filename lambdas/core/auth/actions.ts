import { conflict, forbidden } from '../errors.js';
import { suspendedMessage } from '../moderation/suspensions.js';
import { rateLimiter } from '../rate-limits/rate-limiter.js';
import { endSessions } from '../sessions/session-fence.js';
import { users } from '../users/users.js';
import { actionCodes } from './action-codes.js';
import { accountEmails, actionLink } from './emails.js';
import type { ActionMode } from './action-code.entity.js';
import { authMessages as m } from './messages.js';
import type { AccountPorts } from './ports.js';
import { toldRefusals } from './refusals.js';

type Apply = (ports: AccountPorts, uid: string, email: string) => Promise<string>;

/** What each e-mailed link does once its code checks out. Returns the message to show. */
const appliers: Partial<Record<ActionMode, Apply>> = {
  async verifyEmail(ports, uid, email) {
    await toldRefusals(ports.identity.confirm(uid, email));
    await users.completeSignUp(uid, ports.now());
    return m.emailVerified;
  },
  async verifyAndChangeEmail(ports, uid, newEmail) {
    const taken = await ports.identity.find(newEmail);
    if (taken && taken.uid !== uid) throw conflict(m.emailInUse);
    const user = await users.require(uid);
    await toldRefusals(ports.identity.setEmail(uid, newEmail));
    await users.setAccountFields(uid, { email: newEmail }, ports.now());
    // The old address gets a way back, in case the change was not the owner's doing. An
    // account made by phone adds its first address: there is no old one to tell.
    if (!user.email) return m.emailVerified;
    const undo = await actionCodes.issue('recoverEmail', uid, user.email, ports.now());
    const href = actionLink(ports.appUrl, 'recoverEmail', undo);
    await ports.sendMail(accountEmails.emailChanged(user.email, newEmail, href, user.appLanguage));
    return m.emailVerified;
  },
  async unsubscribe(ports, uid) {
    await users.setPreferences(uid, { send_emails: false }, ports.now());
    return m.unsubscribed;
  },
  async recoverEmail(ports, uid, restoredEmail) {
    await toldRefusals(ports.identity.setEmail(uid, restoredEmail));
    await users.setAccountFields(uid, { email: restoredEmail }, ports.now());
    return m.emailReverted(restoredEmail);
  },
};

export async function applyAction(ports: AccountPorts, mode: ActionMode, code: string) {
  const apply = appliers[mode];
  if (!apply) {
    await actionCodes.read(mode, code, ports.now());
    throw conflict('This link needs a new password; use the form on the page.');
  }
  // An unsubscribe link may be opened again (and does the same); the others work once.
  if (mode === 'unsubscribe') {
    const record = await actionCodes.read(mode, code, ports.now());
    const message = await apply(ports, record.uid, record.email);
    return { message };
  }
  const message = await actionCodes.useOnce(mode, code, ports.now(), (record) =>
    apply(ports, record.uid, record.email),
  );
  return { message };
}

/**
 * Same answer, and the same work (one message on the mail queue), whether or not the address
 * has an account: neither the words nor the time tell (account-mail.ts decides off the path).
 */
export async function requestPasswordReset(ports: AccountPorts, email: string) {
  await ports.queueMail({ kind: 'password-reset', email });
  return { message: m.resetSent };
}

/** The code is held while the password is set, so 5 requests sending it at once set it once. */
export async function confirmPasswordReset(ports: AccountPorts, code: string, password: string) {
  await actionCodes.useOnce('resetPassword', code, ports.now(), async (record) => {
    // A link mailed before a suspension sets nothing: the password would not sign them in.
    // Refused before the code is spent, so it works again if the suspension is lifted.
    if ((await users.get(record.uid))?.suspended) throw forbidden(suspendedMessage);
    // The link proves the address, as a verification link does: an account registered but not
    // verified yet (perhaps by someone else, with their password) becomes the reader's. First,
    // so the post-confirmation trigger runs (setting a password confirms without it).
    const account = await ports.identity.find(record.uid);
    if (account && !account.confirmed) {
      await toldRefusals(ports.identity.confirm(record.uid, record.email));
      await users.completeSignUp(record.uid, ports.now());
    }
    await toldRefusals(ports.identity.setPassword(record.uid, password));
    // The new password may be used at once: a sign-in lockout (failed attempts of the Cognito
    // user, whose name is the uid) ends with the reset. Before the code is spent, so a failure
    // here leaves the link working for another try.
    await rateLimiter.clear('sign-in', record.uid, ports.now());
    // Whoever used the old password (the reason to reset it, perhaps) is signed out.
    await endSessions(ports.identity, record.uid, ports.now());
  });
  return { message: m.passwordChanged };
}

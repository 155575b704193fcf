import type { UserActor } from '../actor.js';
import { authMessages as m } from '../auth/messages.js';
import { toldRefusals } from '../auth/refusals.js';
import { db } from '../db/service.js';
import { conflict, invalid, words } from '../errors.js';
import { textsToSignInNumber } from '../sms/sign-in-number.js';
import { users } from '../users/users.js';
import { numberOf, type PhoneAccountPorts } from './phone-accounts.js';
import { codeSent, spendCode, textCode } from './phone-codes.js';

/** Refuses a number another account signs in with ("Phone number already in use"). */
async function freeFor(ports: PhoneAccountPorts, uid: string, number: string) {
  const holder = await ports.identity.find(number);
  if (holder && holder.uid !== uid && holder.phone === number) throw conflict(m.phoneInUse);
}

/**
 * The first step of adding (or changing) the number an account signs in with: a code to the
 * new number, which proves it is theirs (issue 30: "a code to the new number").
 */
export async function textCodeToNewNumber(
  ports: PhoneAccountPorts,
  actor: UserActor,
  input: { country: string; number: string },
) {
  const phone = numberOf(input);
  const user = await users.require(actor.uid);
  if (user.signInPhone === phone.number) throw invalid('You already sign in with this number.');
  await freeFor(ports, actor.uid, phone.number);
  const { minutes } = await textCode(ports, phone, 'confirm', user.appLanguage, ports.now());
  return codeSent(phone.number, minutes);
}

/**
 * The code checks out: the account signs in with this number from now on (the old one no
 * longer), and texts go to it. The identity provider holds the number as verified, so it is the
 * sign-in name; its uniqueness is the provider's too (a race with another account is refused).
 */
export async function setSignInNumber(
  ports: PhoneAccountPorts,
  actor: UserActor,
  input: { country: string; number: string; code: string },
) {
  const phone = numberOf(input);
  await spendCode(phone.number, 'confirm', input.code, ports.now());
  await freeFor(ports, actor.uid, phone.number);
  await toldRefusals(ports.identity.setPhone(actor.uid, phone.number));
  const now = ports.now();
  await db()
    .entities.user.patch({ uid: actor.uid })
    .set({ signInPhone: phone.number, updatedAt: now, date_updated: now })
    .go();
  // An account without e-mail is told everything by text: its texts follow its number.
  const user = await users.require(actor.uid);
  if (!user.email) await textsToSignInNumber(actor.uid, phone, now);
  return {
    number: phone.number,
    message: words('You can now sign in with {number}.', { number: phone.number }),
  };
}

import { countMetric } from '../ports/provided.js';
import type { Identity } from '../ports/identity.js';
import type { SendText } from '../ports/sms.js';
import type { TextSpend } from '../sms/spend-ceiling.js';
import { conflict, invalid, notFound } from '../errors.js';
import { newAccountLocation } from '../location/account-location.js';
import { removeAccountRecords } from '../privacy/remove-account-records.js';
import { textsToSignInNumber } from '../sms/sign-in-number.js';
import { countryOfNumber, toE164, type PhoneNumber } from '../sms/phone-number.js';
import { users } from '../users/users.js';
import { authMessages as m } from '../auth/messages.js';
import { toldRefusals } from '../auth/refusals.js';
import { recordNewAccount } from '../auth/register.js';
import { codeSent, spendCode, textCode } from './phone-codes.js';
import type { PhoneCodeInput, PhoneRegisterInput, PhoneSignInInput } from './schemas.js';
import { signInTickets } from './sign-in-tickets.js';

export interface PhoneAccountPorts {
  identity: Identity;
  /** How a request texts (mail-outbox/text-outbox.ts: sent after the answer). */
  sendText: SendText;
  /** The stage's daily ceiling on code texts. */
  spend: TextSpend;
  now: () => number;
}

export const noAccount = 'No account uses this phone number.';

/** The number in its one stored form, or the form's refusal on the number field. */
export function numberOf(input: { country: string; number: string }): PhoneNumber {
  const phone = toE164(input.country, input.number);
  if ('error' in phone) throw invalid(phone.error, { number: phone.error });
  return phone;
}

/** The confirmed account that signs in with this number, if any. */
async function accountOf(identity: Identity, number: string) {
  const found = await identity.find(number);
  return found?.confirmed && found.phone === number ? found : undefined;
}

/**
 * Texts a code to sign in with or to register a number. Whether the number has an account is
 * said (as registration says "Email already in use"), before any text is paid for.
 */
export async function requestPhoneCode(ports: PhoneAccountPorts, input: PhoneCodeInput) {
  const phone = numberOf(input);
  const account = await accountOf(ports.identity, phone.number);
  if (input.purpose === 'register' && account) throw conflict(m.phoneInUse);
  if (input.purpose === 'sign-in' && !account) throw notFound(noAccount);
  const language = account ? (await users.get(account.uid))?.appLanguage : input.appLanguage;
  const { minutes } = await textCode(ports, phone, input.purpose, language, ports.now());
  return codeSent(phone.number, minutes);
}

/** The texted code checks out: a ticket for Cognito's custom challenge (sign-in-tickets.ts). */
export async function signInByPhone(ports: PhoneAccountPorts, input: PhoneSignInInput) {
  const phone = numberOf(input);
  await spendCode(phone.number, 'sign-in', input.code, ports.now());
  const account = await accountOf(ports.identity, phone.number);
  if (!account) throw notFound(noAccount);
  return { number: phone.number, ticket: await signInTickets.issue(account.uid, ports.now()) };
}

/**
 * An account of a number the texted code proved: no e-mail, no password. Its sign-up is complete
 * at once (the number is verified), its texts go to that number, and the answer carries the
 * ticket that signs it in. A sign-up that died half-way (in Cognito, never confirmed) is
 * discarded: whoever proves the number now owns it.
 */
export async function registerByPhone(
  ports: PhoneAccountPorts,
  input: PhoneRegisterInput,
  /** The country CloudFront located the visit in (lambdas/http/viewer-country.ts). */
  viewerCountry?: string,
) {
  const phone = numberOf(input);
  await spendCode(phone.number, 'register', input.code, ports.now());
  const existing = await ports.identity.find(phone.number);
  if (existing?.confirmed) throw conflict(m.phoneInUse);
  if (existing) {
    await removeAccountRecords(existing.uid);
    await ports.identity.remove(existing.uid);
  }
  const uid = await toldRefusals(ports.identity.signUpByPhone(phone.number, input.user_type));
  const now = ports.now();
  // The number's country is where they live, more surely than where the visit comes from.
  const location = newAccountLocation(phone.country, viewerCountry);
  await recordNewAccount(uid, { signInPhone: phone.number }, input, location, now);
  await users.completeSignUp(uid, now);
  await textsToSignInNumber(uid, phone, now);
  // Last: the post-confirmation trigger puts the account in its role's group.
  await ports.identity.confirmByPhone(uid, phone.number);
  countMetric('Registrations', { uid, user_type: input.user_type });
  return {
    uid,
    number: phone.number,
    ticket: await signInTickets.issue(uid, now),
    message: 'Your account is ready.',
  };
}

/**
 * Texts a code to the caller's own number, to prove it is them before deleting the account or
 * changing its e-mail or password (core/auth/account.ts): an account made with a phone number
 * has no password anyone knows.
 */
export async function textConfirmationCode(
  ports: Pick<PhoneAccountPorts, 'sendText' | 'spend'>,
  uid: string,
  now: number,
) {
  const user = await users.require(uid);
  const country = user.signInPhone && countryOfNumber(user.signInPhone);
  if (!user.signInPhone || !country)
    throw invalid('Your account has no phone number to text. Use your password.');
  const { minutes } = await textCode(
    ports,
    { country, number: user.signInPhone },
    'confirm',
    user.appLanguage,
    now,
  );
  return codeSent(user.signInPhone, minutes);
}

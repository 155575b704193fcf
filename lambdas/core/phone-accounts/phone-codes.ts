import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { DomainError, invalid, words } from '../errors.js';
import { RateLimited, rateLimiter } from '../rate-limits/rate-limiter.js';
import { codePolicy, hashCode, newCode } from '../sms/codes.js';
import { smsWords } from '../sms/sms-words.js';
import type { SendText } from '../ports/sms.js';
import { reserveTextSpend, type TextSpend } from '../sms/spend-ceiling.js';
import type { PhoneNumber } from '../sms/phone-number.js';

/** What a code is for: the routes' purposes, and re-authentication of a signed-in account. */
export type PhoneCodeUse = 'sign-in' | 'register' | 'confirm';

export const codeRefused = 'That code is wrong or has expired.';

/** The lock after too many wrong codes, said with its wait in whole minutes. */
export const numberLocked = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    'resource-exhausted',
    minutes === 1
      ? 'Too many wrong codes for this number. Try again in 1 minute.'
      : words('Too many wrong codes for this number. Try again in {minutes} minutes.', {
          minutes,
        }),
  );
};

/** The answer to a code request: the number in its stored form, and what to tell the person. */
export const codeSent = (number: string, minutes: number) => ({
  number,
  minutes,
  message: words('We texted a code to {number}. It works for {minutes} minutes.', {
    number,
    minutes,
  }),
});

const codes = () => db().entities.phoneCode;
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Texts a fresh code to a number, replacing any pending one of the same use. Counted per number
 * (`sms-codes-to`, the SMS settings' own limit too) and per country (`phone-codes-country`),
 * together: a refused request counts nowhere; then into the day's spending ceiling on texts
 * (sms/spend-ceiling.ts). The text goes through the text outbox, after the
 * answer (docs/decisions/mail-and-sms.md).
 */
export async function textCode(
  { sendText: send, spend }: { sendText: SendText; spend: TextSpend },
  phone: Pick<PhoneNumber, 'country' | 'number'>,
  use: PhoneCodeUse,
  language: string | undefined,
  now: number,
): Promise<{ minutes: number }> {
  await rateLimiter.consumeAll(
    [
      { kind: 'sms-codes-to', subject: phone.number },
      { kind: 'phone-codes-country', subject: phone.country },
    ],
    now,
  );
  await reserveTextSpend(spend, now);
  const code = newCode();
  const minutes = codePolicy.lifetimeMinutes;
  await codes()
    .put({
      number: phone.number,
      purpose: use,
      codeHash: hashCode(use, phone.number, code),
      expiresAt: seconds(now + minutes * 60_000),
    })
    .go();
  await send({ to: phone.number, body: smsWords(language)('code', { code, minutes }) });
  return { minutes };
}

/**
 * Spends the code of a number if it is the right one: a wrong try first counts against the
 * number (`phone-code-misses`, five in half an hour lock it, even for the right code), and the
 * right code is taken by one conditional delete, so two requests with it cannot both pass.
 */
export async function spendCode(
  number: string,
  use: PhoneCodeUse,
  code: string,
  now: number,
): Promise<void> {
  try {
    await rateLimiter.consume('phone-code-misses', number, now);
  } catch (error) {
    if (error instanceof RateLimited) throw numberLocked(error.retryAfterSeconds);
    throw error;
  }
  try {
    await codes()
      .delete({ number, purpose: use })
      .where(
        (a, { eq, gte }) =>
          `${eq(a.codeHash, hashCode(use, number, code))} AND ${gte(a.expiresAt, seconds(now))}`,
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw invalid(codeRefused, { code: codeRefused });
    throw error;
  }
  // The right code is not a miss: only wrong ones stay counted.
  await rateLimiter.giveBack('phone-code-misses', number, now);
}

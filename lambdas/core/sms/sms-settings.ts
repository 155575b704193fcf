import { logger } from '../ports/provided.js';
import type { TextMessage } from '../ports/sms.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { conflict, DomainError, invalid, words, type Message } from '../errors.js';
import { rateLimiter } from '../rate-limits/rate-limiter.js';
import { codePolicy, hashCode, newCode, sameHash } from './codes.js';
import { toE164 } from './phone-number.js';
import type { SmsChange, SmsSettings, SmsTopics } from './schemas.js';
import { smsWords } from './sms-words.js';
import { reserveTextSpend, type TextSpend } from './spend-ceiling.js';
import type { SmsPhoneRecord } from './sms-views.js';
import { noTopics, settingsOf } from './sms-views.js';

/** The settings after a change, and what to tell the user (translated at the HTTP edge). */
export type SmsAnswer = Omit<SmsSettings, 'message'> & { message?: Message };
/** The settings after a change, and what changed (translated at the HTTP edge). */
export type SmsChangeAnswer = Omit<SmsChange, 'message'> & { message: Message };

export interface SmsPorts {
  sendText: (text: TextMessage) => Promise<void>;
}

/** Adding a number texts a code: it counts into the stage's daily ceiling on code texts. */
export interface SmsCodePorts extends SmsPorts {
  spend: TextSpend;
}

const phones = () => db().entities.smsPhone;
const numbers = () => db().entities.smsNumber;

async function phoneOf(uid: string): Promise<SmsPhoneRecord | undefined> {
  return ((await phones().get({ uid }).go()).data ?? undefined) as SmsPhoneRecord | undefined;
}

export const smsSettings = async (uid: string): Promise<SmsAnswer> =>
  settingsOf(await phoneOf(uid));

/**
 * Adds or replaces the number and texts it a confirmation code. A new number starts
 * unconfirmed with every topic off (it has not been proven yours); asking again for the same
 * number sends a new code and keeps what was chosen until it is confirmed again.
 */
export async function addPhone(
  ports: SmsCodePorts,
  uid: string,
  input: { country: string; number: string },
  now: number,
): Promise<SmsChangeAnswer> {
  const phone = toE164(input.country, input.number);
  if ('error' in phone) throw invalid(phone.error, { number: phone.error });
  await rateLimiter.consume('sms-codes-to', phone.number, now);
  await reserveTextSpend(ports.spend, now);
  const before = await phoneOf(uid);
  const code = newCode();
  const pending = {
    codeHash: hashCode(uid, phone.number, code),
    codeExpiresAt: now + codePolicy.lifetimeMinutes * 60_000,
    codeAttempts: 0,
    updatedAt: now,
  };
  if (before?.number === phone.number) {
    await phones().patch({ uid }).set(pending).go();
  } else {
    // A different number: nothing chosen for the old one carries over, and STOP from the old
    // number no longer concerns this account.
    await phones()
      .put({ uid, ...phone, ...pending, ...noTopics, confirmed: false })
      .go();
    if (before) await numbers().delete({ number: before.number, uid }).go();
  }
  const reader = (await db().entities.user.get({ uid }).go()).data;
  const t = smsWords(reader?.appLanguage);
  try {
    await ports.sendText({
      to: phone.number,
      body: t('code', { code, minutes: codePolicy.lifetimeMinutes }),
    });
  } catch (error) {
    // Refused (a number that cannot take texts, or one that replied STOP to AWS) or down:
    // the code is stored but did not go; asking again sends a new one.
    logger.warn('Confirmation code not texted', { error: error as Error });
    throw new DomainError(
      'unavailable',
      'We could not text this number. Check it, or try again in a few minutes.',
    );
  }
  return {
    ...(await smsSettings(uid)),
    message: words('We texted a code to {number}. It works for {minutes} minutes.', {
      number: phone.number,
      minutes: codePolicy.lifetimeMinutes,
    }),
  };
}

const noCode = () => conflict('Ask for a code first: add your phone number.');
const expired = () => conflict('This code has expired. Ask for a new one.');
const tooMany = () =>
  new DomainError('resource-exhausted', 'Too many wrong codes. Ask for a new one.');

/**
 * Confirms the number with the texted code. Every try counts first, in a write whose
 * condition holds the bound (fewer than maxAttempts tries of this very code, still valid), so
 * parallel guesses cannot exceed it; only then is the code compared.
 */
export async function confirmPhone(
  uid: string,
  code: string,
  now: number,
): Promise<SmsChangeAnswer> {
  const phone = await phoneOf(uid);
  if (!phone?.codeHash || phone.codeExpiresAt === undefined) throw noCode();
  if (phone.codeExpiresAt <= now) throw expired();
  try {
    await phones()
      .patch({ uid })
      .add({ codeAttempts: 1 })
      .where(
        (a, { eq, lt, gt }) =>
          `${eq(a.codeHash, phone.codeHash!)} AND ${lt(a.codeAttempts, codePolicy.maxAttempts)} AND ${gt(a.codeExpiresAt, now)}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now2 = await phoneOf(uid);
    if (!now2?.codeHash || now2.codeHash !== phone.codeHash) throw noCode();
    throw (now2.codeExpiresAt ?? 0) <= now ? expired() : tooMany();
  }
  if (!sameHash(phone.codeHash, hashCode(uid, phone.number, code))) {
    const left = codePolicy.maxAttempts - (phone.codeAttempts + 1);
    if (left <= 0) throw tooMany();
    throw invalid(
      left === 1
        ? 'This code is not right. 1 try left.'
        : words('This code is not right. {left} tries left.', { left }),
      { code: 'This code is not right.' },
    );
  }
  try {
    await phones()
      .patch({ uid })
      .set({ confirmed: true, confirmedAt: now, updatedAt: now })
      .remove(['codeHash', 'codeExpiresAt'])
      .where((a, { eq }) => eq(a.codeHash, phone.codeHash!))
      .go();
  } catch (error) {
    // The number was changed (or confirmed) meanwhile: this code is no longer the one.
    if (isConditionFailure(error)) throw noCode();
    throw error;
  }
  await numbers().put({ number: phone.number, uid }).go();
  return { ...(await smsSettings(uid)), message: 'Your phone number is confirmed.' };
}

/**
 * Chooses what to be texted about. Only a confirmed number can be opted in: the guard is the
 * write's condition. Turning everything off records when (an opt-out from the settings).
 */
export async function chooseTopics(
  uid: string,
  topics: SmsTopics,
  now: number,
): Promise<SmsChangeAnswer> {
  const any = Object.values(topics).some(Boolean);
  try {
    const update = phones()
      .patch({ uid })
      .set({
        ...topics,
        updatedAt: now,
        ...(any ? {} : { optedOutAt: now, optedOutBy: 'settings' }),
      });
    await (any ? update.remove(['optedOutAt', 'optedOutBy']) : update)
      .where((a, { eq }) => eq(a.confirmed, true))
      .go();
  } catch (error) {
    if (isConditionFailure(error))
      throw conflict('Confirm your phone number before choosing texts.');
    throw error;
  }
  return {
    ...(await smsSettings(uid)),
    message: any ? 'Your text choices are saved.' : 'We will send you no more texts.',
  };
}

/** Forgets the number: no more texts, and STOP from it no longer finds this account. */
export async function removePhone(uid: string): Promise<SmsChangeAnswer> {
  const phone = await phoneOf(uid);
  if (phone) {
    await numbers().delete({ number: phone.number, uid }).go();
    await phones().delete({ uid }).go();
  }
  return { ...(await smsSettings(uid)), message: 'Your phone number is removed.' };
}

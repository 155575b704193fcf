import { db } from '../db/service.js';
import type { PhoneNumber } from './phone-number.js';

/**
 * An account made with a phone number is told everything by text (issue 30): its proven number
 * becomes its confirmed phone for texts, with every topic on, as if confirmed in the settings.
 * STOP and the settings turn topics off as for anyone; the daily limit of notice texts holds.
 */
export async function textsToSignInNumber(uid: string, phone: PhoneNumber, now: number) {
  await db()
    .entities.smsPhone.put({
      uid,
      ...phone,
      confirmed: true,
      confirmedAt: now,
      jobMatches: true,
      applications: true,
      offers: true,
      messages: true,
      updatedAt: now,
    })
    .go();
  await db().entities.smsNumber.put({ number: phone.number, uid }).go();
}

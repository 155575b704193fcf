import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { smsTopics } from './schemas.js';
import { noTopics, type SmsPhoneRecord } from './sms-views.js';

const phones = () => db().entities.smsPhone;

/** A write guarded by the version read: a settings change meanwhile makes it read again. */
async function onFreshRead(
  uid: string,
  from: string,
  write: (phone: SmsPhoneRecord) => Promise<boolean>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const phone = (await phones().get({ uid }).go()).data as SmsPhoneRecord | null;
    // The account may have changed its number since: STOP from the old one is not its.
    if (!phone || phone.number !== from) return false;
    try {
      return await write(phone);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return false;
}

/**
 * A STOP reply: every text off for this account, remembering which topics were on so that a
 * START reply can turn the same ones on again. A second STOP keeps what the first remembered.
 */
export const stopTexts = (uid: string, from: string, now: number) =>
  onFreshRead(uid, from, async (phone) => {
    const on = smsTopics.filter((topic) => phone[topic]);
    if (on.length === 0 && phone.optedOutBy === 'reply') return true;
    await phones()
      .patch({ uid })
      .set({ ...noTopics, optedOutAt: now, optedOutBy: 'reply', stoppedTopics: on, updatedAt: now })
      .where((a, { eq }) => `${eq(a.number, from)} AND ${eq(a.updatedAt, phone.updatedAt)}`)
      .go();
    return true;
  });

/**
 * A START reply: the topics the last STOP reply turned off are on again, if nothing was chosen
 * in the settings since (a choice there replaces what STOP remembered). Answers whether any
 * text was turned on.
 */
export const startTexts = (uid: string, from: string, now: number) =>
  onFreshRead(uid, from, async (phone) => {
    const topics = (phone.stoppedTopics ?? []).filter((t) => smsTopics.includes(t as never));
    if (phone.optedOutBy !== 'reply' || !phone.confirmed || topics.length === 0) return false;
    await phones()
      .patch({ uid })
      .set({ ...Object.fromEntries(topics.map((topic) => [topic, true])), updatedAt: now })
      .remove(['optedOutAt', 'optedOutBy', 'stoppedTopics'])
      .where(
        (a, { eq }) =>
          `${eq(a.number, from)} AND ${eq(a.updatedAt, phone.updatedAt)} AND ${eq(a.optedOutBy, 'reply')}`,
      )
      .go();
    return true;
  });

import type { EntityItem } from 'electrodb';
import { rateLimits } from '../rate-limits/limits.js';
import { smsTopics, type SmsSettings, type SmsTopic, type SmsTopics } from './schemas.js';
import type { SmsPhone } from './sms-phone.entity.js';

export type SmsPhoneRecord = EntityItem<typeof SmsPhone> & {
  confirmed: boolean;
  codeAttempts: number;
} & Record<SmsTopic, boolean>;

export const noTopics: SmsTopics = {
  jobMatches: false,
  applications: false,
  offers: false,
  messages: false,
};

/** What the owner sees of their SMS settings (the code's hash never leaves the server). */
export function settingsOf(phone: SmsPhoneRecord | undefined, now = Date.now()): SmsSettings {
  const topics = phone
    ? (Object.fromEntries(smsTopics.map((topic) => [topic, phone[topic] === true])) as SmsTopics)
    : noTopics;
  return {
    phone: phone
      ? {
          country: phone.country,
          national: phone.national,
          number: phone.number,
          confirmed: phone.confirmed,
          codePending: Boolean(phone.codeHash) && (phone.codeExpiresAt ?? 0) > now,
        }
      : null,
    topics,
    optedOutAt: phone?.optedOutAt ?? null,
    dailyLimit: rateLimits['sms-notices'].limit,
  };
}

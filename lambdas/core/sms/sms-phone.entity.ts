import { Entity } from 'electrodb';

const bool = { type: 'boolean', default: false } as const;

/**
 * A user's phone for text messages (docs/decisions/mail-and-sms.md, "Text messages: the number, the
 * code, and its bounds"): the number, whether it is confirmed, the pending confirmation code (only
 * its hash), and the topics chosen. Apart from the profile's phone, which is contact data shown to
 * connections; this one is for us to text.
 */
export const SmsPhone = new Entity({
  model: { entity: 'smsPhone', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** ISO 3166-1 alpha-2 of the dial code chosen. */
    country: { type: 'string', required: true },
    /** The national number as the user means it (digits, no trunk 0). */
    national: { type: 'string', required: true },
    /** E.164, the address texts go to. */
    number: { type: 'string', required: true },
    confirmed: bool,
    confirmedAt: { type: 'number' },
    /** SHA-256 of (uid, number, code): the code itself is never stored. */
    codeHash: { type: 'string' },
    codeExpiresAt: { type: 'number' },
    /** Wrong or right tries of the pending code; the confirm write's condition bounds it. */
    codeAttempts: { type: 'number', default: 0 },
    jobMatches: bool,
    applications: bool,
    offers: bool,
    messages: bool,
    /** When the user last turned every text off (a STOP reply or the settings). */
    optedOutAt: { type: 'number' },
    optedOutBy: { type: ['reply', 'settings'] as const },
    /** The topics a STOP reply turned off, which a START reply turns on again. */
    stoppedTopics: { type: 'list', items: { type: 'string' } },
    updatedAt: { type: 'number', required: true },
  },
  indexes: {
    // the SMS phone and choices of a user
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'SMS' },
    },
  },
});

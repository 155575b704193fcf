import { Entity } from 'electrodb';
import { phoneCodePurposes } from './schemas.js';

/**
 * The code last texted to a number to sign in, register or confirm it is theirs
 * (docs/decisions/phone-accounts.md): one per number and purpose, a new one replaces it. Only
 * SHA-256 of (purpose, number, code) is kept; the right code deletes it (single use).
 */
export const PhoneCode = new Entity({
  model: { entity: 'phoneCode', version: '1', service: 'marketplace' },
  attributes: {
    number: { type: 'string', required: true, readOnly: true },
    purpose: { type: [...phoneCodePurposes, 'confirm'] as const, required: true, readOnly: true },
    codeHash: { type: 'string', required: true },
    /** Epoch seconds: DynamoDB's TTL removes it, and the checking write refuses it after. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // the pending code of a number, for one purpose
    byNumber: {
      pk: { field: 'pk', composite: ['number'], template: 'PHONE#${number}' },
      sk: { field: 'sk', composite: ['purpose'], template: 'CODE#${purpose}' },
    },
  },
});

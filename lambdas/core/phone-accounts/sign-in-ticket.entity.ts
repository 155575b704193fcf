import { Entity } from 'electrodb';

/**
 * A sign-in ticket: what the API hands a person who proved their phone number with a texted code,
 * and what they give Cognito as the answer to its custom challenge (lambdas/triggers/
 * verify-auth-challenge.ts). Only a SHA-256 is stored; it works once, for one account, for two
 * minutes (docs/decisions/phone-accounts.md).
 */
export const SignInTicket = new Entity({
  model: { entity: 'signInTicket', version: '1', service: 'marketplace' },
  attributes: {
    ticketHash: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds: DynamoDB's TTL removes it, and the redeeming write refuses it after. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // a sign-in ticket by its hash
    byHash: {
      pk: { field: 'pk', composite: ['ticketHash'], template: 'TICKET#${ticketHash}' },
      sk: { field: 'sk', composite: [], template: 'TICKET' },
    },
  },
});

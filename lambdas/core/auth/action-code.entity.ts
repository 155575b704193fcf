import { Entity } from 'electrodb';
import { actionModes } from './action-modes.js';

export { actionModes, type ActionMode } from './action-modes.js';

/**
 * One-time codes behind the links in account e-mails (/auth/{id}?mode=...&oobCode=...).
 * Only a SHA-256 of the code is stored, so a leaked table cannot be replayed; DynamoDB's TTL
 * removes expired codes, and the read also refuses them in case TTL has not run yet.
 */
export const ActionCode = new Entity({
  model: { entity: 'actionCode', version: '1', service: 'marketplace' },
  attributes: {
    codeHash: { type: 'string', required: true, readOnly: true },
    mode: { type: actionModes, required: true },
    uid: { type: 'string', required: true },
    /** The address this code is about: the one to verify, or the one to restore. */
    email: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    /** While a request is applying the code (ms): others are refused until it ends. */
    claimedUntil: { type: 'number' },
  },
  indexes: {
    // action code by its hash
    byHash: {
      pk: { field: 'pk', composite: ['codeHash'], template: 'CODE#${codeHash}' },
      sk: { field: 'sk', composite: [], template: 'CODE' },
    },
  },
});

import { Entity } from 'electrodb';
import { traitIds } from './questionnaire.js';

/**
 * A caregiver's personality test: the attempts paid for and not yet used, and the latest
 * result. One item, so spending an attempt and storing the result is one conditional write
 * (attempts >= 1): two submits at once spend one attempt and store one result. Settlement
 * ADDs an attempt in the transaction that completes the order (payments/settle.ts). It is
 * never on the user record, so no profile edit can set it.
 */
export const PersonalityTest = new Entity({
  model: { entity: 'personalityTest', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /**
     * Paid, unused attempts; absent reads as 0. No defaults here: an upsert would write a
     * default over the stored value of an attribute it does not ADD to.
     */
    attempts: { type: 'number' },
    /** Results stored so far (each replaced the one before); absent reads as 0. */
    taken: { type: 'number' },
    /** The latest result. */
    scores: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          trait: { type: traitIds, required: true },
          score: { type: 'number', required: true },
        },
      },
    },
    summary: { type: 'string' },
    takenAt: { type: 'number' },
    /** The answers (1-5) in questionnaire order; only the owner's data export shows them. */
    answers: { type: 'list', items: { type: 'number' } },
    questionnaire: { type: 'string' },
  },
  indexes: {
    // a caregiver's test: attempts and latest result
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'PERSONALITY' },
    },
  },
});

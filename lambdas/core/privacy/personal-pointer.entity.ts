import { Entity } from 'electrodb';

/**
 * Where a person's uid, name or words were copied into someone else's item that no index of
 * theirs finds: a notice in another inbox, a parent's contact history, an e-mailed link, a job
 * e-mail's claim. Written before or with the copy, in the person's own partition, so account
 * deletion finds every copy with one Query (never a Scan) and the pointers go with the rest.
 */
export const pointerKinds = ['notice', 'contact', 'actionCode', 'jobMatch'] as const;
export type PointerKind = (typeof pointerKinds)[number];

export const PersonalPointer = new Entity({
  model: { entity: 'personalPointer', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    kind: { type: pointerKinds, required: true, readOnly: true },
    /** The copy's key besides the uid: a mail id, a parent's uid, a code's hash, a job id. */
    ref: { type: 'string', required: true, readOnly: true },
    /** For copies that expire (e-mailed links): the pointer expires with them (TTL, seconds). */
    expiresAt: { type: 'number' },
  },
  indexes: {
    // the copies of one person's data elsewhere
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: ['kind', 'ref'], template: 'POINTER#${kind}#${ref}' },
    },
  },
});

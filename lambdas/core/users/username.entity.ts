import { Entity } from 'electrodb';

/** One item per taken username (lower-cased), so uniqueness is a conditional write, not a read. */
export const Username = new Entity({
  model: { entity: 'username', version: '1', service: 'marketplace' },
  attributes: {
    username: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true },
  },
  indexes: {
    // username uniqueness
    byName: {
      pk: { field: 'pk', composite: ['username'], template: 'USERNAME#${username}' },
      sk: { field: 'sk', composite: [], template: 'USERNAME' },
    },
  },
});

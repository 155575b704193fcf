import { Entity } from 'electrodb';

/**
 * Site-wide counters (live caregivers for the home banner, later report cards), each changed
 * only by atomic ADD in the transaction that changes what it counts; never counted by scanning.
 */
export const Counter = new Entity({
  model: { entity: 'counter', version: '1', service: 'marketplace' },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    // a counter by name
    byName: {
      pk: { field: 'pk', composite: ['name'], template: 'COUNTER#${name}' },
      sk: { field: 'sk', composite: [], template: 'COUNTER' },
    },
  },
});

import { Entity } from 'electrodb';

/**
 * The spec's counters traffic/total and traffic/{source}: one item each, only ever changed by
 * an atomic ADD in the same transaction as the registration that counts.
 */
export const TrafficCounter = new Entity({
  model: { entity: 'trafficCounter', version: '1', service: 'marketplace' },
  attributes: {
    /** A traffic source, or 'total'. */
    name: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    // traffic counters, all in one partition (nine items; the admin report reads them at once)
    byName: {
      pk: { field: 'pk', composite: [], template: 'TRAFFIC' },
      sk: { field: 'sk', composite: ['name'], template: 'SOURCE#${name}' },
    },
  },
});

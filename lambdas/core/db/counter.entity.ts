import { Entity } from 'electrodb';

/**
 * Every counter (traffic/total and traffic/{source}, published jobs per country and region,
 * live caregivers, the admin report cards in 'stats', page views per day in 'pageviews'), grouped so a screen reads its group in one Query. A count changes only by
 * atomic ADD in the transaction that changes what it counts; nothing is counted by scanning.
 */
export const Counter = new Entity({
  model: { entity: 'counter', version: '1', service: 'marketplace' },
  attributes: {
    group: {
      type: ['traffic', 'jobs', 'site', 'stats', 'pageviews', 'sms-spend'] as const,
      required: true,
      readOnly: true,
    },
    name: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    // the counters of a group
    byGroup: {
      pk: { field: 'pk', composite: ['group'], template: 'COUNTER#${group}' },
      sk: { field: 'sk', composite: ['name'], template: '${name}' },
    },
  },
});

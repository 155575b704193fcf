import { Entity } from 'electrodb';

/**
 * A job posted by a parent (spec sections 2 and 3). The walking skeleton stores what the
 * seed needs; the jobs issue adds posting, paying and search cards.
 */
export const Job = new Entity({
  model: { entity: 'job', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    contact: { type: 'string', required: true },
    position: { type: 'string', required: true },
    start_date: { type: 'number', required: true },
    salary: { type: 'string', required: true },
    hours: { type: 'string', required: true },
    duration: { type: 'string', required: true },
    currently_in: { type: 'string', required: true },
    region: { type: 'string' },
    town: { type: 'string' },
    info: { type: 'string', default: '' },
    posted: { type: 'number', required: true },
    views: { type: 'number', default: 0 },
    paid: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    pending: { type: 'boolean', default: true },
    cook_id: { type: 'string' },
  },
  indexes: {
    // jobs of a user, newest first
    byUser: {
      pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}' },
      sk: { field: 'sk', composite: ['posted', 'post_id'], template: 'JOB#${posted}#${post_id}' },
    },
  },
});

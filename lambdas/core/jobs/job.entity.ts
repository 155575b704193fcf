import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

const str = { type: 'string' } as const;

/**
 * A job posted by a parent (spec sections 2 and 3): the form's fields plus the state of
 * section 4 (posted, views, paid, live, pending). Keyed by its id so /job/{id} is one Get.
 */
export const Job = new Entity({
  model: { entity: 'job', version: '2', service: 'marketplace' },
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
    sex: str,
    qualifications: str,
    education: str,
    number_kids: str,
    age_range: str,
    pets: str,
    cpr: str,
    driver: str,
    full_part_time: str,
    live_in_out: str,
    language: str,
    currently_in: { type: 'string', required: true },
    region: str,
    town: str,
    info: { type: 'string', default: '' },
    terms: { type: 'boolean', default: false },
    posted: { type: 'number', required: true, readOnly: true },
    views: { type: 'number', default: 0 },
    paid: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    pending: { type: 'boolean', default: true },
    /** Meal orders (position 'Patient Meals'): who took it, when, and where they were. */
    cook_id: str,
    cook_name: str,
    taken_at: { type: 'number' },
    geoPoint: {
      type: 'map',
      properties: {
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
      },
    },
    updatedAt: { type: 'number' },
    /**
     * While published: the monthly amount the salary guide counted it at (absent: not counted),
     * so unpublishing takes out exactly what publishing added (salary-guide/tally.ts).
     */
    salary_counted: { type: 'number' },
    /** Taken down by an admin after a report: unpublished, and its owner cannot publish it. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    // job by id
    byId: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: [], template: 'JOB' },
    },
    // jobs of a user, newest first
    byUser: secondaryIndex(
      1,
      { composite: ['user_id'], template: 'USER#${user_id}' },
      { composite: ['posted'], template: 'JOB#${posted}' },
    ),
    // meal orders a cook took, newest first; sparse: only taking an order sets its keys
    byCook: secondaryIndex(
      2,
      { composite: ['cook_id'], template: 'COOK#${cook_id}' },
      { composite: ['taken_at'], template: 'TAKEN#${taken_at}' },
    ),
  },
});

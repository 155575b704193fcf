import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/** Wide enough for any view count; the index orders the padded count as text. */
export const RANK_DIGITS = 12;

/** The sort key of a tally: count zero-padded, then the id, so equal counts order by id. */
export const viewRank = (count: number, id: string) =>
  `${String(count).padStart(RANK_DIGITS, '0')}#${id}`;

const tally = {
  count: { type: 'number', required: true },
  rank: { type: 'string', required: true },
} as const;
const rankKey = { composite: ['rank'], template: '${rank}' } as const;

/**
 * How often a caregiver's public page was viewed, beside its user record (admin report cards).
 * The board index read in descending order gives the most viewed caregiver in one Query with
 * limit 1; account deletion deletes the tally with the record, so the next one steps up.
 */
export const CaregiverViews = new Entity({
  model: { entity: 'caregiverViews', version: '1', service: 'marketplace' },
  attributes: { uid: { type: 'string', required: true, readOnly: true }, ...tally },
  indexes: {
    // a caregiver's tally
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'VIEWS' },
    },
    // caregivers by views, the most viewed last (read descending)
    byViews: secondaryIndex(0, { composite: [], template: 'VIEWS#caregiver' }, rankKey),
  },
});

/** The same for a job, beside its record; job deletion deletes it. */
export const JobViews = new Entity({
  model: { entity: 'jobViews', version: '1', service: 'marketplace' },
  attributes: { post_id: { type: 'string', required: true, readOnly: true }, ...tally },
  indexes: {
    // a job's tally
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: [], template: 'VIEWS' },
    },
    // jobs by views, the most viewed last (read descending)
    byViews: secondaryIndex(0, { composite: [], template: 'VIEWS#job' }, rankKey),
  },
});

import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

const str = { type: 'string' } as const;

/**
 * A search card of a published job, one per (its position or ANY) x (its country or ANY), so
 * any find-a-job filter is one Query that reads exactly the page (DESIGN.md). Cards live in
 * the job's own partition and are rewritten whenever the job is published, edited or paused.
 */
export const JobCard = new Entity({
  model: { entity: 'jobCard', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    positionKey: { type: 'string', required: true, readOnly: true },
    countryKey: { type: 'string', required: true, readOnly: true },
    posted: { type: 'number', required: true, readOnly: true },
    position: { type: 'string', required: true },
    currently_in: { type: 'string', required: true },
    region: str,
    town: str,
    salary: str,
    hours: str,
    duration: str,
    full_part_time: str,
    live_in_out: str,
    start_date: { type: 'number' },
  },
  indexes: {
    // the cards of one job (rewritten together)
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: {
        field: 'sk',
        composite: ['positionKey', 'countryKey'],
        template: 'CARD#${positionKey}#${countryKey}',
      },
    },
    // published jobs by position and country, newest first
    search: secondaryIndex(
      0,
      { composite: ['positionKey', 'countryKey'], template: 'JOBS#${positionKey}#${countryKey}' },
      { composite: ['posted', 'post_id'], template: '${posted}#${post_id}' },
    ),
  },
});

import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/** Wide enough for any view count; the index orders the padded count as text. */
export const RANK_DIGITS = 12;

/** The sort key of a tally: count zero-padded, then the id, so equal counts order by id. */
export const viewRank = (count: number, id: string) =>
  `${String(count).padStart(RANK_DIGITS, '0')}#${id}`;

/**
 * How many index partitions each board is spread over (docs/decisions/data-and-dynamodb.md, "No
 * single hot key"): a record's tally always lives in the same one (a hash of its id), so no single
 * key takes every view's write, and the most viewed is the best of the shards' own best (one Query
 * of one item each).
 */
export const BOARD_SHARDS = 8;

/** The shard of a record's tally, from its id alone. */
export const boardShard = (id: string): string =>
  String(createHash('sha256').update(id).digest()[0]! % BOARD_SHARDS);

const tally = {
  count: { type: 'number', required: true },
  rank: { type: 'string', required: true },
  shard: { type: 'string', required: true },
} as const;
const rankKey = { composite: ['rank'], template: '${rank}' } as const;

/**
 * How often a caregiver's public page was viewed, beside its user record (admin report cards).
 * The board index read in descending order, shard by shard, gives the most viewed caregiver;
 * account deletion deletes the tally with the record, so the next one steps up. Written only
 * by the views queue's consumer (traffic/view-counts.ts), once per caregiver per batch.
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
    // caregivers of one shard by views, the most viewed last (read descending)
    byViews: secondaryIndex(
      0,
      { composite: ['shard'], template: 'VIEWS#caregiver#${shard}' },
      rankKey,
    ),
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
    // jobs of one shard by views, the most viewed last (read descending)
    byViews: secondaryIndex(0, { composite: ['shard'], template: 'VIEWS#job#${shard}' }, rankKey),
  },
});

/**
 * The boards as they were before the shards (one key each, VIEWS#caregiver and VIEWS#job), read
 * only: a tally no view has raised since sits there until one does, which moves it to its shard
 * (docs/decisions/data-and-dynamodb.md, "Views counted off the request path"). Same entity and
 * version as above, so the same items.
 */
const legacyTally = { count: tally.count, rank: tally.rank } as const;
const legacyBoard = (board: 'caregiver' | 'job') =>
  secondaryIndex(0, { composite: [], template: `VIEWS#${board}` }, rankKey);

export const LegacyCaregiverViews = new Entity({
  model: { entity: 'caregiverViews', version: '1', service: 'marketplace' },
  attributes: { uid: { type: 'string', required: true, readOnly: true }, ...legacyTally },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'VIEWS' },
    },
    byViews: legacyBoard('caregiver'),
  },
});

export const LegacyJobViews = new Entity({
  model: { entity: 'jobViews', version: '1', service: 'marketplace' },
  attributes: { post_id: { type: 'string', required: true, readOnly: true }, ...legacyTally },
  indexes: {
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: [], template: 'VIEWS' },
    },
    byViews: legacyBoard('job'),
  },
});

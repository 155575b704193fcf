import { Entity } from 'electrodb';

/**
 * How often a profile or a job was viewed (docs/decisions/data-and-dynamodb.md, "Views counted off
 * the request path"): an item of its own beside the record, in no index, so counting a view
 * rewrites nothing else (the user and job items are copied into indexes). Only the views queue's
 * consumer writes it (traffic/view-counts.ts), one ADD per record per batch; account and job
 * deletion delete it.
 */
const count = { count: { type: 'number', required: true } } as const;

export const UserViewCount = new Entity({
  model: { entity: 'userViewCount', version: '1', service: 'marketplace' },
  attributes: { uid: { type: 'string', required: true, readOnly: true }, ...count },
  indexes: {
    // a profile's view count
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'VIEWCOUNT' },
    },
  },
});

export const JobViewCount = new Entity({
  model: { entity: 'jobViewCount', version: '1', service: 'marketplace' },
  attributes: { post_id: { type: 'string', required: true, readOnly: true }, ...count },
  indexes: {
    // a job's view count
    byJob: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: [], template: 'VIEWCOUNT' },
    },
  },
});

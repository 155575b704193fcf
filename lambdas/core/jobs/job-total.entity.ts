import { Entity } from 'electrodb';

/**
 * Published jobs per country and per region (spec section 3's per-region job totals), changed
 * only by atomic ADD in the same transaction as the publish, pause or delete that moves them.
 */
export const JobTotal = new Entity({
  model: { entity: 'jobTotal', version: '1', service: 'marketplace' },
  attributes: {
    /** 'COUNTRY#Zambia' or 'REGION#Zambia#Lusaka'. */
    scope: { type: 'string', required: true, readOnly: true },
    total: { type: 'number', default: 0 },
  },
  indexes: {
    // all totals (a few hundred at most; read at once for the find-a-job and home pages)
    byScope: {
      pk: { field: 'pk', composite: [], template: 'JOBTOTALS' },
      sk: { field: 'sk', composite: ['scope'], template: '${scope}' },
    },
  },
});

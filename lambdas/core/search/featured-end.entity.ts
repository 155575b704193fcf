import { Entity } from 'electrodb';

/**
 * When a caregiver's featured placement ends, one item per placement in a single partition
 * ordered by the end: the scheduled expiry reads only the ended ones (a Query up to now) and
 * rewrites those caregivers' search cards, so an ended placement stops ranking first.
 */
export const FeaturedEnd = new Entity({
  model: { entity: 'featuredEnd', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    until: { type: 'number', required: true, readOnly: true },
    /** The end, zero-padded so the sort key orders by time, then the uid. */
    endKey: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    // featured placements by their end
    byEnd: {
      pk: { field: 'pk', composite: [], template: 'FEATURED' },
      sk: { field: 'sk', composite: ['endKey'], template: 'END#${endKey}' },
    },
  },
});

const pad = (time: number) => String(time).padStart(13, '0');

/** The item for a placement ending at `until`. */
export const featuredEnd = (uid: string, until: number) => ({
  uid,
  until,
  endKey: `${pad(until)}#${uid}`,
});

/** Sort keys below this belong to placements that ended before `now`. */
export const endedBefore = (now: number) => pad(now);

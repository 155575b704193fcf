import { Entity } from 'electrodb';
import { tableIndexes } from '../db/table.js';

const str = { type: 'string' } as const;
const list = { type: 'list', items: { type: 'string' } } as const;
const [byCountry, byRegion, byTown] = tableIndexes;

const rankKey = { composite: ['rank'], template: '${rank}' } as const;

/**
 * A search card of a live, complete caregiver (DESIGN.md): one per (each position or ANY) x
 * (each of its languages or any) x (its country or ANY), on three indexes whose partitions
 * grow finer (country, + region, + town) and share one sort key, the rank: featured first,
 * then newest date_updated. Any combination of position, language, country, region and town
 * is one Query reading only the page. positionKey carries the language of a language card
 * (`Nanny~tonga`, caregiver-cards.ts positionLanguageKey); the any-language card's is the bare
 * position, so job matching and featured lists read those as before.
 */
export const CaregiverCard = new Entity({
  model: { entity: 'caregiverCard', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** The position or ANY, and on a language card `~language` (positionLanguageKey). */
    positionKey: { type: 'string', required: true, readOnly: true },
    countryKey: { type: 'string', required: true, readOnly: true },
    regionKey: { type: 'string', required: true },
    townKey: { type: 'string', required: true },
    rank: { type: 'string', required: true },
    user_type: str,
    fullname: str,
    username: str,
    photoUrl: str,
    positions: list,
    languages: list,
    experience: str,
    education: str,
    sex: str,
    live_in_out: str,
    full_part_time: str,
    currently_in: str,
    region: str,
    town: str,
    summary: str,
    featured: { type: 'number' },
    /** The review average (-1 while none) and count, for results and the min_rating filter. */
    Ratings: { type: 'number' },
    ratingCount: { type: 'number' },
    date_updated: { type: 'number' },
  },
  indexes: {
    // the cards of one caregiver (rewritten together)
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: {
        field: 'sk',
        composite: ['positionKey', 'countryKey'],
        template: 'CGCARD#${positionKey}#${countryKey}',
      },
    },
    // caregivers by position and country, featured then newest
    byCountry: {
      index: byCountry.name,
      pk: {
        field: byCountry.partitionKey,
        composite: ['positionKey', 'countryKey'],
        template: 'CG#${positionKey}#${countryKey}',
      },
      sk: { field: byCountry.sortKey, ...rankKey },
    },
    // ... and region
    byRegion: {
      index: byRegion.name,
      pk: {
        field: byRegion.partitionKey,
        composite: ['positionKey', 'countryKey', 'regionKey'],
        template: 'CG#${positionKey}#${countryKey}#${regionKey}',
      },
      sk: { field: byRegion.sortKey, ...rankKey },
    },
    // ... and town
    byTown: {
      index: byTown.name,
      pk: {
        field: byTown.partitionKey,
        composite: ['positionKey', 'countryKey', 'regionKey', 'townKey'],
        template: 'CG#${positionKey}#${countryKey}#${regionKey}#${townKey}',
      },
      sk: { field: byTown.sortKey, ...rankKey },
    },
  },
});

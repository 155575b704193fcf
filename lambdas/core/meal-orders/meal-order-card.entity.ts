import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

const str = { type: 'string' } as const;

/**
 * The card of a meal order still waiting for a cook: written with the order, deleted in the
 * transaction that takes it, so the open list is one Query on a sparse index (never a Scan)
 * and shows only what a cook needs to choose (no contact details before taking).
 */
export const MealOrderCard = new Entity({
  model: { entity: 'mealOrderCard', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    currently_in: { type: 'string', required: true, readOnly: true },
    posted: { type: 'number', required: true, readOnly: true },
    region: str,
    town: str,
    info: { type: 'string', required: true },
    salary: { type: 'string', required: true },
    start_date: { type: 'number', required: true },
  },
  indexes: {
    // the card of one order, beside the order
    byOrder: {
      pk: { field: 'pk', composite: ['post_id'], template: 'JOB#${post_id}' },
      sk: { field: 'sk', composite: [], template: 'MEALCARD' },
    },
    // open meal orders in a country, newest first
    open: secondaryIndex(
      0,
      { composite: ['currently_in'], template: 'MEALS#${currently_in}' },
      { composite: ['posted', 'post_id'], template: '${posted}#${post_id}' },
    ),
  },
});

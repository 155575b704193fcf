import { Entity } from 'electrodb';

/**
 * The most viewed caregiver and the most viewed job (admin report cards). After a view's ADD
 * returns the new count, the leader is rewritten only `where count < :new`: it only rises, and
 * concurrent views converge on the true maximum without reading anything first.
 */
export const Leader = new Entity({
  model: { entity: 'leader', version: '1', service: 'marketplace' },
  attributes: {
    board: { type: ['caregiver', 'job'] as const, required: true, readOnly: true },
    id: { type: 'string', required: true },
    count: { type: 'number', required: true },
  },
  indexes: {
    // the leader of a board
    byBoard: {
      pk: { field: 'pk', composite: ['board'], template: 'LEADER#${board}' },
      sk: { field: 'sk', composite: [], template: 'LEADER' },
    },
  },
});

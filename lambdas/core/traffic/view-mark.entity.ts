import { Entity } from 'electrodb';

/**
 * "This viewer has been counted for this item in this window" (traffic/views.ts). The key is a
 * hash of the item and the viewer, so no address or user id is kept, and every mark is its own
 * partition; DynamoDB's TTL removes it after its window.
 */
export const ViewMark = new Entity({
  model: { entity: 'viewMark', version: '1', service: 'marketplace' },
  attributes: {
    /** sha-256 of the item and the viewer, hex. */
    mark: { type: 'string', required: true, readOnly: true },
    /** When the window ends, epoch seconds (also the TTL). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    // one viewer's mark on one item
    byMark: {
      pk: { field: 'pk', composite: ['mark'], template: 'SEEN#${mark}' },
      sk: { field: 'sk', composite: [], template: 'SEEN' },
    },
  },
});

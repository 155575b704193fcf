import { Entity } from 'electrodb';

/**
 * One item per taken cart name (lower-cased): uniqueness is a conditional create in the same
 * transaction as the cart, like usernames (users/username.entity.ts), in a namespace of its own.
 */
export const CartName = new Entity({
  model: { entity: 'cartName', version: '1', service: 'marketplace' },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true },
  },
  indexes: {
    // cart name uniqueness
    byName: {
      pk: { field: 'pk', composite: ['name'], template: 'CARTNAME#${name}' },
      sk: { field: 'sk', composite: [], template: 'CARTNAME' },
    },
  },
});

import { Entity } from 'electrodb';

/**
 * Values admins set (spec section 3: contact_limit/limit (val); commission_minimum/<currency>, the
 * least an institution may withdraw, in minor units), one item per group and name.
 * Kept apart from Counter: a counter only moves by ADD with what it counts, a setting is
 * replaced by an admin.
 */
export const Setting = new Entity({
  model: { entity: 'setting', version: '1', service: 'marketplace' },
  attributes: {
    group: {
      type: ['contact_limit', 'commission_minimum'] as const,
      required: true,
      readOnly: true,
    },
    name: { type: 'string', required: true, readOnly: true },
    val: { type: 'number', required: true },
    updatedAt: { type: 'number' },
    updatedBy: { type: 'string' },
  },
  indexes: {
    // a setting by group and name
    byName: {
      pk: { field: 'pk', composite: ['group'], template: 'SETTING#${group}' },
      sk: { field: 'sk', composite: ['name'], template: '${name}' },
    },
  },
});

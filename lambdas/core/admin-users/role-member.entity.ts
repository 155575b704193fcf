import { Entity } from 'electrodb';

/**
 * One item per member of a counted role (super_admin): makes granting and removing idempotent,
 * so the count beside it stays exact however often or concurrently the form is sent.
 */
export const RoleMember = new Entity({
  model: { entity: 'roleMember', version: '1', service: 'marketplace' },
  attributes: {
    role: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    since: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // the members of a role
    byRole: {
      pk: { field: 'pk', composite: ['role'], template: 'ROLE#${role}' },
      sk: { field: 'sk', composite: ['uid'], template: 'MEMBER#${uid}' },
    },
  },
});

/** How many members a counted role has; changed only in the member's own transaction. */
export const RoleCount = new Entity({
  model: { entity: 'roleCount', version: '1', service: 'marketplace' },
  attributes: {
    role: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', default: 0 },
  },
  indexes: {
    // the count of a role
    byRole: {
      pk: { field: 'pk', composite: ['role'], template: 'ROLE#${role}' },
      sk: { field: 'sk', composite: [], template: 'COUNT' },
    },
  },
});

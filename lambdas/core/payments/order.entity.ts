import { Entity } from 'electrodb';
import { orderLine } from './order-line.js';
import { secondaryIndex } from '../db/table.js';
import { priceCurrencies } from '../reference/prices.js';
import { orderStatuses } from './order-schemas.js';

/**
 * An order (spec section 3): a snapshot of a cart's server-priced items, paid through the
 * provider's hosted checkout. `oid` is also the provider's tx_ref. Settlement
 * (payments/settle.ts) moves it to COMPLETED once, conditional on the status it read; nothing
 * moves a COMPLETED order again.
 */
export const Order = new Entity({
  model: { entity: 'order', version: '1', service: 'marketplace' },
  attributes: {
    oid: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    /** The cart's name when the order was made (the spec's {pid} in /order/{uid}/{pid}/{oid}). */
    pid: { type: 'string', required: true, readOnly: true },
    items: { type: 'list', required: true, readOnly: true, items: orderLine },
    currency: { type: priceCurrencies, required: true, readOnly: true },
    /** What the provider must report, in the currency's minor unit. */
    amountMinor: { type: 'number', required: true, readOnly: true },
    status: { type: orderStatuses, required: true },
    created: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
    /** The provider's transaction id of the last report that changed the order. */
    transaction_id: { type: 'string' },
    completedAt: { type: 'number' },
    /** Why the order did not complete (declined, amount mismatch...). */
    failure: { type: 'string' },
    /** The provider's hosted payment page for this order, once it gave one. */
    link: { type: 'string' },
  },
  indexes: {
    // order by id (= the provider's tx_ref)
    byId: {
      pk: { field: 'pk', composite: ['oid'], template: 'ORDER#${oid}' },
      sk: { field: 'sk', composite: [], template: 'ORDER' },
    },
    // orders of a user, newest first
    byUser: secondaryIndex(
      1,
      { composite: ['uid'], template: 'USER#${uid}' },
      { composite: ['created', 'oid'], template: 'ORDER#${created}#${oid}' },
    ),
    // orders in one status, newest first (admin /orders and /transactions); the key follows
    // every status change because electrodb rewrites it in the same update
    byStatus: secondaryIndex(
      0,
      { composite: ['status'], template: 'ORDERS#${status}' },
      { composite: ['created', 'oid'], template: '${created}#${oid}' },
    ),
    // every order, newest first (admin /orders without a status)
    all: secondaryIndex(
      2,
      { composite: [], template: 'ORDERS' },
      { composite: ['created', 'oid'], template: '${created}#${oid}' },
    ),
  },
});

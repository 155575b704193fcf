import { Entity } from 'electrodb';
import { orderLine } from './order-line.js';
import { priceCurrencies } from '../reference/prices.js';

/**
 * A user's one open cart (spec section 3: name, date, items, total, post_id). Items are merged
 * by package: adding one already there adds to its qty and total. Every change is a write
 * conditional on `version`, so concurrent adds never lose one (lambdas/core/payments/cart.ts).
 * Prices are the server's (reference/prices.ts), in the cart's one currency.
 */
export const Cart = new Entity({
  model: { entity: 'cart', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    /** Unique like usernames (payments/cart-name.entity.ts). */
    name: { type: 'string', required: true, readOnly: true },
    /** When the cart last changed, ms since epoch. */
    date: { type: 'number', required: true },
    currency: { type: priceCurrencies, required: true },
    items: { type: 'list', required: true, items: orderLine },
    /** Sum of the items' totals, in the currency's minor unit. */
    total: { type: 'number', required: true },
    post_id: { type: 'string' },
    version: { type: 'number', required: true },
    /**
     * The order this cart's content became at checkout, and the cart's version that checkout
     * wrote: while the version is still that one, Pay again resumes that order instead of
     * making a second (payments/checkout.ts). Any change to the cart moves the version on.
     */
    checkoutOid: { type: 'string' },
    checkoutVersion: { type: 'number' },
  },
  indexes: {
    // the open cart of a user
    byUser: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'CART' },
    },
  },
});

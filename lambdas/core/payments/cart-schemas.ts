import * as z from 'zod';
import { priceCurrencies } from '../reference/prices.js';

/** Most of one package a cart may hold (and add at once). */
export const MAX_CART_QTY = 12;

const packageId = z.string().regex(/^[a-z0-9-]{1,32}$/, 'Choose a package');

export const addCartItemBody = z.strictObject({
  package_id: packageId,
  qty: z.number().int().min(1).max(MAX_CART_QTY).optional(),
});

export const cartItemParams = z.strictObject({ package_id: packageId });

export const setCartItemBody = z.strictObject({
  /** 0 removes the item. */
  qty: z.number({ error: 'qty required' }).int().min(0).max(MAX_CART_QTY),
});

export const cartItem = z.object({
  package_id: z.string(),
  title: z.string(),
  qty: z.number().int(),
  /** Integers in the currency's minor unit. */
  unitMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartResponse = z.object({
  /** Null until the first item is added. */
  name: z.string().nullable(),
  currency: z.enum(priceCurrencies),
  items: z.array(cartItem),
  totalMinor: z.number().int(),
  post_id: z.string().nullable(),
  /** When the cart last changed (ms since epoch), or null. */
  date: z.number().nullable(),
});
export type CartAnswer = z.infer<typeof cartResponse>;

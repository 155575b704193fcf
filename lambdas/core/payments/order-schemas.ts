import * as z from 'zod';
import { priceCurrencies } from '../reference/prices.js';
import { cartItem } from './cart-schemas.js';

/** Where an order is: PENDING until the provider's verdict settles it (payments/settle.ts). */
export const orderStatuses = ['PENDING', 'COMPLETED', 'failed'] as const;

const oid = z.string().regex(/^[0-9a-f]{32}$/, 'Invalid order');

export const checkoutBody = z.strictObject({
  /** The caller's cart, by name: what the buyer saw is what is paid for. */
  cart_name: z.string({ error: 'cart_name required' }).min(1).max(80),
});

/** The provider's webhook (Flutterwave v3 shape). Only data.id is used, to ask the provider. */
export const webhookBody = z.strictObject({
  event: z.string().min(1).max(64),
  'event.type': z.string().max(64).optional(),
  data: z.looseObject({
    id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]),
    // charge.completed names its tx_ref; transfer.completed its reference (and no tx_ref).
    tx_ref: z.string().min(1).max(64).optional(),
    reference: z.string().min(1).max(100).optional(),
    amount: z.number().optional(),
    currency: z.string().max(8).optional(),
    status: z.string().max(32).optional(),
  }),
});

/** What the return page read from the provider's redirect (spec: verifyTxn). */
export const verifyBody = z.strictObject({
  tx_ref: oid,
  transaction_id: z.string().regex(/^\d{1,20}$/, 'Invalid transaction'),
});

/** What the provider hears back: the settled order's state (it retries on anything but a 2xx). */
export const webhookResponse = z.object({
  status: z.literal('ok'),
  /** A package order's status after the event (charge.completed of an order). */
  order_status: z.enum(orderStatuses).optional(),
  /** A wage payment's status after the event (charge.completed of a `wage-…` tx_ref). */
  wage_status: z.string().optional(),
  /** A payout's status after the event (transfer.completed). */
  payout_status: z.string().optional(),
});
export type WebhookAnswer = z.infer<typeof webhookResponse>;

export const orderIdParams = z.strictObject({ oid });

export const orderView = z.object({
  oid: z.string(),
  uid: z.string(),
  pid: z.string(),
  items: z.array(cartItem),
  currency: z.enum(priceCurrencies),
  amountMinor: z.number().int(),
  status: z.enum(orderStatuses),
  created: z.number(),
  updatedAt: z.number(),
  transaction_id: z.string().nullable(),
  completedAt: z.number().nullable(),
  failure: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderView>;

export const orderResponse = z.object({ order: orderView });
export const checkoutResponse = z.object({ order: orderView, link: z.url() });
export const myOrdersResponse = z.object({
  orders: z.array(orderView),
  cursor: z.string().nullable(),
});

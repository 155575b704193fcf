import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckoutRequest } from '../ports/payments.js';
import { logger } from '../ports/provided.js';
import type { UserActor } from '../actor.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, DomainError, invalid, notFound } from '../errors.js';
import { carts } from './cart.js';
import { notSetUpSaid } from './not-set-up.js';
import type { CartAnswer } from './cart-schemas.js';
import { requireOrder, viewOf, type OrderItem } from './orders.js';
import { TRIAL_WEEK_PACKAGE, trialWeekHold, trialWeekTaken, takeTrialWeek } from './trial-week.js';

/** What checkout needs from the payment provider (core/ports/payments.ts) and the settings. */
export interface CheckoutPorts {
  appUrl: string;
  createCheckout(request: CheckoutRequest): Promise<{ link: string }>;
}

type CartRecord = NonNullable<Awaited<ReturnType<typeof carts.read>>['cart']>;

/** How long a repeated Pay waits for the payment page the first one is still asking for. */
const LINK_WAIT_MS = 6_000;

const titleOf = (items: OrderItem['items']) =>
  items.map((item) => (item.qty > 1 ? `${item.qty} × ${item.title}` : item.title)).join(', ');

const sameContent = (order: OrderItem['items'], cart: CartAnswer['items']) =>
  order.length === cart.length &&
  order.every((line, i) => line.package_id === cart[i]?.package_id && line.qty === cart[i]?.qty);

const providerUnreachable = () =>
  new DomainError('unavailable', 'The payment provider cannot be reached. Please try again.');

/**
 * The order's payment page. An order is now stored with its link; one stored by the earlier
 * way (order first, then the provider, then the link) may still be waiting for it: read again,
 * strongly, with growing pauses, for a few seconds at most.
 */
async function withLink(oid: string) {
  const deadline = Date.now() + LINK_WAIT_MS;
  for (let pause = 50; ; pause = Math.min(pause * 2, 800)) {
    const order = await requireOrder(oid, true);
    if (order.link) return { order: viewOf(order), link: order.link };
    if (order.status !== 'PENDING') throw providerUnreachable();
    if (Date.now() + pause > deadline)
      throw conflict('Your payment is still being prepared. Please try again in a moment.');
    await sleep(pause);
  }
}

/**
 * The payable order this cart's content already became, if the cart has not changed since that
 * checkout (its version is still the one checkout wrote) and the order still waits for payment.
 */
async function earlierOrder(cart: CartRecord, priced?: CartAnswer['items']) {
  if (!cart.checkoutOid || cart.checkoutVersion !== cart.version) return undefined;
  const order = await requireOrder(cart.checkoutOid, true);
  if (order.status !== 'PENDING') return undefined;
  if (priced && !sameContent(order.items, priced)) return undefined;
  return withLink(order.oid);
}

type Buyer = Awaited<ReturnType<typeof carts.read>>['buyer'];

/**
 * The provider's page needs an e-mail address (Flutterwave Standard: "An email is required, and
 * you can also pass a name and phonenumber", https://developer.flutterwave.com/docs/collecting-payments/standard).
 * A buyer who joined by phone has none: the number goes as the phone, and an address under
 * `.invalid` (RFC 2606: never delivered) fills the required field, so no receipt goes astray.
 */
const payerContact = (buyer: Buyer): { email: string; phone?: string } =>
  buyer.email
    ? { email: buyer.email, ...(buyer.signInPhone ? { phone: buyer.signInPhone } : {}) }
    : {
        email: `${(buyer.signInPhone ?? 'unknown').replace(/\D/g, '')}@phone.invalid`,
        phone: buyer.signInPhone,
      };

/**
 * Asks the provider for a payment page for the order about to be written (its id made up
 * front, as tx_ref). Nothing is stored yet, so a provider that cannot be reached leaves the
 * cart as it was for "Try again".
 */
async function paymentPage(buyer: Buyer, order: OrderItem, ports: CheckoutPorts) {
  const redirectUrl = `${ports.appUrl.replace(/\/+$/, '')}/order/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.pid)}/${order.oid}`;
  try {
    const { link } = await ports.createCheckout({
      txRef: order.oid,
      amountMinor: order.amountMinor,
      currency: order.currency,
      redirectUrl,
      ...payerContact(buyer),
      ...(buyer.fullname ? { name: buyer.fullname } : {}),
      title: titleOf(order.items),
    });
    return link;
  } catch (error) {
    // Refused before the provider was asked: payments not set up (not-set-up.ts).
    const said = notSetUpSaid(error);
    if (said instanceof DomainError) throw said;
    logger.error('Payment provider checkout failed', { oid: order.oid, error: error as Error });
    throw providerUnreachable();
  }
}

/** Whether the caller may buy the featured trial week at all (caregivers' packages). */
const buysFeatured = (actor: UserActor) =>
  actor.groups.includes('childcarer') || actor.groups.includes('cook');

/**
 * Turns the caller's cart into a PENDING order with its payment page. One cart content makes
 * one payable order: the order (with the provider's link) is written and the cart emptied in
 * one transaction conditional on the version of the very read that priced it, and the cart
 * keeps which order it became. So Pay pressed again (a double tap, a second tab, a retry after
 * a slow answer), at once or later, gets that same order and payment page while the cart is
 * unchanged and the order unpaid; a cart changed meanwhile is a 409.
 *
 * Two DynamoDB steps (docs/decisions/data-and-dynamodb.md, "Writes in two steps: contact, message,
 * checkout"): the buyer, the cart and (for a caregiver) the trial-week marker at once; then, after
 * the provider has made a page for the order id made up front, the one transaction. The link
 * reaches the payer only once the order is stored, so a payment can never arrive for an order we do
 * not have; a page whose order was not stored (a tap that lost the race, a failed write) is never
 * shown to anyone and lapses at the provider.
 */
export async function checkout(actor: UserActor, cartName: string, ports: CheckoutPorts) {
  const now = Date.now();
  const [{ buyer, cart, priced }, hold] = await Promise.all([
    carts.read(actor),
    buysFeatured(actor) ? trialWeekHold(actor.uid, now) : undefined,
  ]);
  if (!cart || cart.name !== cartName) throw notFound('No such cart');
  const earlier = await earlierOrder(cart);
  if (earlier) return earlier;
  if (priced.items.length === 0) throw invalid('Your cart is empty', { cart_name: 'Empty cart' });
  const order: OrderItem = {
    oid: randomUUID().replace(/-/g, ''),
    uid: actor.uid,
    pid: cartName,
    items: priced.items,
    currency: priced.currency,
    amountMinor: priced.totalMinor,
    status: 'PENDING',
    created: now,
    updatedAt: now,
  };
  // The trial week is taken with the order, conditional on the marker read (trial-week.ts).
  const trial = order.items.some((item) => item.package_id === TRIAL_WEEK_PACKAGE)
    ? (hold ?? (await trialWeekHold(actor.uid, now)))
    : undefined;
  if (trial && !trial.free) throw trialWeekTaken(trial);
  const link = await paymentPage(buyer, order, ports);
  const version = cart.version + 1;
  const codes = await transact((tx) => [
    tx.order.create({ ...order, link }).commit(),
    tx.cart
      .patch({ uid: actor.uid })
      .set({
        items: [],
        total: 0,
        date: now,
        version,
        checkoutOid: order.oid,
        checkoutVersion: version,
      })
      .where((attr, { eq }) => eq(attr.version, cart.version))
      .commit(),
    ...(trial ? [takeTrialWeek(tx, actor.uid, order.oid, now, trial.held)] : []),
  ]);
  if (!codes) return { order: viewOf(order), link };
  // Not stored: this request's payment page is never shown, and lapses unpaid.
  logger.info('Checkout not stored; its payment page is left unused', { oid: order.oid });
  if (failedAt(codes, 1)) {
    // Another tap got there first: its order, if it is this same content.
    const { cart: after } = await carts.read(actor);
    const same = after && (await earlierOrder(after, priced.items));
    if (same) return same;
  }
  if (trial && failedAt(codes, 2)) {
    // Another order took the trial week between the read and the write.
    const again = await trialWeekHold(actor.uid, Date.now());
    if (!again.free) throw trialWeekTaken(again);
  }
  if (failedAt(codes, 1)) throw conflict('Your cart changed meanwhile. Please check it again.');
  throw new DomainError('unavailable', 'The order could not be stored. Please try again.');
}

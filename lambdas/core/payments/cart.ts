import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { DomainError, forbidden, invalid, words } from '../errors.js';
import type { PayingUserType, PriceCurrency } from '../reference/prices.js';
import { readTogether, type TableKey } from '../db/read-together.js';
import { users, type UserRecord } from '../users/users.js';
import { MAX_CART_QTY, type CartAnswer, type CartItem } from './cart-schemas.js';
import { packagesFor } from './packages.js';
import { checkTrialWeek, TRIAL_WEEK_PACKAGE } from './trial-week.js';

const ATTEMPTS = 40;
type Quantities = ReadonlyMap<string, number>;

/**
 * Who is buying: its user type and the currency its prices are in, and the address and name
 * the payment provider's page is made out to.
 */
function buyerOf(user: UserRecord) {
  const userType = user.user_type;
  if (userType !== 'parent' && userType !== 'childcarer' && userType !== 'cook')
    throw forbidden('Only parents and caregivers buy packages');
  return {
    userType: userType as PayingUserType,
    currency: user.currency,
    username: user.username,
    email: user.email,
    signInPhone: user.signInPhone,
    fullname: user.fullname,
  };
}

const buyer = async (actor: UserActor) => buyerOf(await users.require(actor.uid));

/**
 * The buyer and their cart in one strongly consistent BatchGetItem (db/read-together.ts): what
 * checkout and the cart's page read together, one call, not two.
 */
async function buyerAndCart(uid: string) {
  const { user, cart } = db().entities;
  const userKey = user.get({ uid }).params<{ Key: TableKey }>().Key;
  const cartKey = cart.get({ uid }).params<{ Key: TableKey }>().Key;
  const [userItem, cartItem] = await readTogether([userKey, cartKey], { consistent: true });
  return {
    who: buyerOf(
      users.present(userItem ? (user.parse({ Item: userItem })?.data ?? undefined) : undefined),
    ),
    cart: cartItem ? (cart.parse({ Item: cartItem })?.data ?? undefined) : undefined,
  };
}

/** Items priced from the price table, never from the client; refuses a package not for sale. */
function price(userType: PayingUserType, currency: string | undefined, qtys: Quantities) {
  const offer = packagesFor(userType, currency);
  const items: CartItem[] = [];
  for (const [id, qty] of qtys) {
    const item = offer.packages.find((p) => p.id === id);
    if (!item) throw invalid('This package is not one you can buy', { package_id: 'Not for sale' });
    if (qty > MAX_CART_QTY)
      throw invalid(words('At most {max} of a package in one cart', { max: MAX_CART_QTY }));
    items.push({
      package_id: id,
      title: item.title,
      qty,
      unitMinor: item.amountMinor,
      totalMinor: item.amountMinor * qty,
    });
  }
  const total = items.reduce((sum, item) => sum + item.totalMinor, 0);
  return { currency: offer.currency as PriceCurrency, items, total };
}

const cartNameBase = (username: string | undefined, uid: string) =>
  `${(username ?? uid.slice(0, 8)).trim().toLowerCase()}-cart`;

const answer = (
  cart: { name: string; date: number; post_id?: string } | undefined,
  priced: ReturnType<typeof price>,
): CartAnswer => ({
  name: cart?.name ?? null,
  currency: priced.currency,
  items: priced.items,
  totalMinor: priced.total,
  post_id: cart?.post_id ?? null,
  date: cart?.date ?? null,
});

/**
 * Changes the caller's cart with `change` (from the quantities now in it to the new ones).
 * Each write is conditional on the version it read, so of concurrent changes each lands once;
 * the first one creates the cart and claims its unique name in one transaction, with four
 * characters of a random id appended when the name is taken (spec section 5).
 */
async function changeCart(actor: UserActor, change: (qtys: Map<string, number>) => void) {
  const who = await buyer(actor);
  const base = cartNameBase(who.username, actor.uid);
  let name = base;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { data: cart } = await db().entities.cart.get({ uid: actor.uid }).go();
    const qtys = new Map((cart?.items ?? []).map((item) => [item.package_id, item.qty]));
    const hadWeek = qtys.has(TRIAL_WEEK_PACKAGE);
    change(qtys);
    for (const [id, qty] of qtys) if (qty <= 0) qtys.delete(id);
    const priced = price(who.userType, who.currency, qtys);
    const date = Date.now();
    await checkTrialWeek(actor.uid, qtys.get(TRIAL_WEEK_PACKAGE) ?? 0, hadWeek, date);
    if (!cart && qtys.size === 0) return answer(undefined, priced);
    const fields = { items: priced.items, total: priced.total, currency: priced.currency, date };
    if (cart) {
      try {
        await db()
          .entities.cart.patch({ uid: actor.uid })
          .set({ ...fields, version: cart.version + 1 })
          .where(({ version }, { eq }) => eq(version, cart.version))
          .go();
        return answer({ ...cart, date }, priced);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    } else {
      const { canceled, data } = await db()
        .transaction.write(({ cart: carts, cartName }) => [
          cartName.create({ name, uid: actor.uid }).commit(),
          carts.create({ uid: actor.uid, name, version: 1, ...fields }).commit(),
        ])
        .go();
      if (!canceled) return answer({ name, date }, priced);
      if (data[0]?.rejected && !data[1]?.rejected)
        name = `${base}${randomUUID().replace(/-/g, '').slice(0, 4)}`;
    }
    await sleep(Math.round(Math.random() * 10 * Math.min(attempt, 5)));
  }
  throw new DomainError('unavailable', 'Many changes to your cart at once. Please try again.');
}

/** Named verbs on the caller's cart. */
export const carts = {
  // the caller's cart, priced now (an empty cart before the first item)
  async mine(actor: UserActor): Promise<CartAnswer> {
    return (await carts.read(actor)).priced;
  },

  // the stored cart and its pricing from one strongly consistent read: checkout prices the order
  // and guards its write with the same read, so what is paid for is what was read. The buyer and
  // the cart are read at once, in one call (checkout's reads are one step:
  // docs/decisions/data-and-dynamodb.md, "Writes in two steps: contact, message, checkout").
  async read(actor: UserActor) {
    const { who, cart } = await buyerAndCart(actor.uid);
    const qtys = new Map((cart?.items ?? []).map((item) => [item.package_id, item.qty]));
    return {
      buyer: who,
      cart,
      priced: answer(cart, price(who.userType, who.currency, qtys)),
    };
  },

  // add a package (merged with the same package already in the cart)
  add: (actor: UserActor, packageId: string, qty = 1) =>
    changeCart(actor, (qtys) => qtys.set(packageId, (qtys.get(packageId) ?? 0) + qty)),

  // set a package's quantity; 0 removes it
  setQty: (actor: UserActor, packageId: string, qty: number) =>
    changeCart(actor, (qtys) => qtys.set(packageId, qty)),

  // take every item out (the cart and its name stay)
  empty: (actor: UserActor) => changeCart(actor, (qtys) => qtys.clear()),
};

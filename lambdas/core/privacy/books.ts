import { db } from '../db/service.js';
import { isConditionFailure } from '../db/errors.js';
import { transact } from '../db/transact.js';

const ATTEMPTS = 5;
const all = { pages: 'all' } as const;

/**
 * Orders stay for the books (amounts, dates, provider references) with the buyer's uid replaced
 * by the deletion's alias. The replacement is conditional on the order as read, so a payment
 * settling meanwhile is read again, never overwritten.
 */
export async function anonymiseOrders(uid: string, alias: string) {
  const orders = db().entities.order;
  const { data } = await orders.query.byUser({ uid }).go(all);
  for (const read of data) {
    let order: typeof read | null = read;
    for (let attempt = 1; order && order.uid === uid; attempt++) {
      const seen: typeof read = order;
      try {
        await orders
          .put({ ...seen, uid: alias })
          .where((attr, { eq }) => `${eq(attr.uid, uid)} AND ${eq(attr.updatedAt, seen.updatedAt)}`)
          .go();
        break;
      } catch (error) {
        if (!isConditionFailure(error) || attempt === ATTEMPTS) throw error;
      }
      order = (await orders.get({ oid: seen.oid }).go()).data;
    }
  }
}

/**
 * The referral that brought the person stays with their referrer (it carries the commission
 * earned) under the alias instead of their uid: the old row goes and the new one comes in one
 * transaction, conditional on the status read, so a commission credited meanwhile is not lost.
 */
export async function anonymiseReferral(referrer: string, uid: string, alias: string) {
  const referrals = db().entities.referral;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { data: read } = await referrals.get({ referrer, user_id: uid }).go();
    if (!read) return;
    const refused = await transact((tx) => [
      tx.referral
        .delete({ referrer, user_id: uid })
        .where((attr, { eq, notExists }) =>
          read.status === undefined ? notExists(attr.status) : eq(attr.status, read.status),
        )
        .commit(),
      tx.referral.put({ ...read, user_id: alias }).commit(),
    ]);
    if (!refused) return;
  }
  throw new Error(`the referral of ${uid} kept changing`);
}

/** Meal orders the person took as a cook stay the parent's, without the cook's uid and name. */
export async function anonymiseTakenOrders(uid: string) {
  const { data } = await db().entities.job.query.byCook({ cook_id: uid }).go(all);
  for (const job of data) {
    try {
      await db()
        .entities.job.patch({ post_id: job.post_id })
        .remove(['cook_id', 'cook_name'])
        .where((attr, { eq }) => eq(attr.cook_id, uid))
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

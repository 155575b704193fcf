import type { UserActor } from '../actor.js';
import { blockedPair, blocks } from '../conversations/blocks.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { newNotice, noticeWrites, type Notice } from '../inbox/notices.js';
import { jobs, type JobRecord } from '../jobs/jobs.js';
import { users } from '../users/users.js';
import { MEAL_ORDER_POSITION } from './meal-position.js';
import type { GeoPoint } from './schemas.js';

/** Spec section 8: what a cook hears when the order is gone (or was never a meal order). */
export const DOCUMENT_MISSING = 'Document does not exist!';
/**
 * What the cook who loses a race hears: the order exists, another cook has it
 * (docs/decisions/jobs-and-hiring.md).
 */
export const TAKEN_BY_ANOTHER = 'Another cook took this order first.';

/** The refusal for an order that is not open: taken by someone (409) or missing (404). */
const notOpen = (order: JobRecord | undefined) =>
  order?.position === MEAL_ORDER_POSITION && order.pending === false
    ? conflict(TAKEN_BY_ANOTHER)
    : notFound(DOCUMENT_MISSING);

/**
 * Spec section 4: a cook takes a pending meal order in one transaction. The job patch holds
 * the guard (still pending, still a meal order); the open card goes and the parent's notice
 * is written in the same transaction, so of two cooks racing exactly one wins and the loser
 * changes nothing. The read before only finds the parent and skips a write that cannot win.
 */
export async function takeMealOrder(actor: UserActor, postId: string, at: GeoPoint, now: number) {
  const order = await jobs.get(postId);
  if (order?.position !== MEAL_ORDER_POSITION || !order.pending) throw notOpen(order);
  const [cook, parent] = await Promise.all([
    users.get(actor.uid),
    users.get(order.user_id),
    blocks.refuse(order.user_id, actor.uid),
  ]);
  const cookName = cook?.fullname ?? cook?.username ?? 'A cook';
  const taken = {
    pending: false,
    cook_id: actor.uid,
    cook_name: cookName,
    taken_at: now,
    geoPoint: { lat: at.lat, lng: at.lng },
    updatedAt: now,
  };
  const notices: Notice[] = parent
    ? [
        newNotice(
          parent,
          'order-taken',
          { cook: cookName, post_id: postId, path: '/order_meals' },
          now,
          actor.uid,
        ),
      ]
    : [];
  const refused = await transact((tx) => [
    tx.job
      .patch({ post_id: postId })
      .set(taken)
      .where(
        ({ pending, position }, { eq }) =>
          `${eq(pending, true)} AND ${eq(position, MEAL_ORDER_POSITION)}`,
      )
      .commit(),
    tx.mealOrderCard.delete({ post_id: postId }).commit(),
    blocks.unblockedCheck(tx, order.user_id, actor.uid),
    ...notices.flatMap((notice) => noticeWrites(tx, notice)),
  ]);
  if (refused && failedAt(refused, 2)) throw forbidden(blockedPair);
  // A failed condition: another cook took it meanwhile (or the parent's account went); the
  // order as it is now tells which.
  if (refused) throw notOpen(await jobs.get(postId));
  return { order: { ...order, ...taken } satisfies JobRecord, notices };
}

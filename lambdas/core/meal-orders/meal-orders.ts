import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { newJobState, type JobRecord } from '../jobs/jobs.js';
import { filterValue, PAGE_SIZE } from '../reference/options.js';
import { DEFAULT_LOCATION } from '../reference/zambia.js';
import { users } from '../users/users.js';
import { MEAL_ORDER_POSITION } from './meal-position.js';
import type { openOrdersQuery, MealOrderInput } from './schemas.js';
import type * as z from 'zod';

/** What a cook sees of an open order before taking it: no name, e-mail or exact address. */
const cardOf = (order: JobRecord) => ({
  post_id: order.post_id,
  currently_in: order.currently_in,
  posted: order.posted,
  region: order.region,
  town: order.town,
  info: order.info ?? '',
  salary: order.salary,
  start_date: order.start_date,
});

/**
 * A parent orders patient meals: a pending Job in the Patient Meals category and its open
 * card, in one transaction. It is an order paid to the cook, so it needs no parent package,
 * and it never goes on the job search cards. The job form's hours and duration do not apply.
 */
export async function postMealOrder(actor: UserActor, input: MealOrderInput, now: number) {
  const order = {
    ...input,
    ...newJobState(actor, now),
    position: MEAL_ORDER_POSITION,
    hours: '',
    duration: '',
  };
  await db()
    .transaction.write((tx) => [
      tx.job.create(order).commit(),
      tx.mealOrderCard.create(cardOf(order)).commit(),
    ])
    .go();
  return order;
}

/** "Waiting for a cook" or "Taken by NAME", for the parent's list. */
const stateOf = (order: JobRecord) =>
  order.pending === false ? `Taken by ${order.cook_name ?? 'a cook'}` : 'Waiting for a cook';

/** The parent's own orders, newest first; where the cook stood is the cook's business. */
export async function myMealOrders(actor: UserActor) {
  const { data } = await db()
    .entities.job.query.byUser({ user_id: actor.uid })
    .where(({ position }, { eq }) => eq(position, MEAL_ORDER_POSITION))
    .go({ order: 'desc', pages: 'all' });
  return data.map(({ geoPoint: _where, ...order }) => ({ ...order, state: stateOf(order) }));
}

/**
 * Open orders for cooks, newest first, 15 a page: one Query on the cards of one country (the
 * cook's own unless another is named; Zambia, the default location, for a cook without one).
 */
export async function openMealOrders(actor: UserActor, query: z.infer<typeof openOrdersQuery>) {
  const country =
    filterValue(query.country) ??
    (await users.get(actor.uid))?.currently_in ??
    DEFAULT_LOCATION.currently_in;
  const page = await db()
    .entities.mealOrderCard.query.open({ currently_in: country })
    .go({ order: 'desc', limit: PAGE_SIZE, cursor: query.cursor ?? null });
  return { country, orders: page.data, cursor: page.cursor ?? undefined };
}

/** The orders a cook took, newest first, with the family's contact so they can arrange it. */
export async function takenMealOrders(actor: UserActor) {
  const { data } = await db()
    .entities.job.query.byCook({ cook_id: actor.uid })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

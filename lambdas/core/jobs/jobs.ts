import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { db } from '../db/service.js';
import { forbidden, notFound } from '../errors.js';
import type { UserActor } from '../actor.js';
import { isAdmin } from '../actor.js';
import type { Job } from './job.entity.js';
import { MEAL_ORDER_POSITION } from '../meal-orders/meal-position.js';

export type JobRecord = EntityItem<typeof Job>;

/** Spec section 4: a new job (or meal order) is posted now, unseen, unpaid, not live, pending. */
export const newJobState = (actor: UserActor, now: number) => ({
  post_id: randomUUID(),
  user_id: actor.uid,
  posted: now,
  updatedAt: now,
  views: 0,
  paid: false,
  live: false,
  pending: true,
});

/** Named access patterns on jobs. */
export const jobs = {
  // job by id
  async get(postId: string): Promise<JobRecord | undefined> {
    const { data } = await db().entities.job.get({ post_id: postId }).go();
    return data ?? undefined;
  },

  // a job the caller may change: their own (or any, for admins); meal orders have their own verbs
  async owned(actor: UserActor, postId: string): Promise<JobRecord> {
    const job = await jobs.get(postId);
    if (!job || job.position === MEAL_ORDER_POSITION) throw notFound('Job not found');
    if (job.user_id !== actor.uid && !isAdmin(actor)) throw forbidden('This is not your job');
    return job;
  },

  // jobs of a user, newest first (meal orders are listed apart)
  async ofUser(uid: string): Promise<JobRecord[]> {
    const { data } = await db()
      .entities.job.query.byUser({ user_id: uid })
      .where(({ position }, { ne }) => ne(position, MEAL_ORDER_POSITION))
      .go({ order: 'desc', pages: 'all' });
    return data;
  },
};

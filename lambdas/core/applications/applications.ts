import * as z from 'zod';
import type { UserActor } from '../actor.js';
import { isAdmin } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { jobs } from '../jobs/jobs.js';
import { entitlements } from '../payments/entitlements.js';
import { users } from '../users/users.js';

/** Spec section 9: without a package a caregiver may apply while the job count is under 10. */
export const FREE_APPLICATIONS = 10;
export const alreadyApplied = 'You have already applied to this job.';
export const needsPackageToApply = `Without a package you can apply to ${FREE_APPLICATIONS} jobs. Choose a package to apply to more.`;

export const applicantParams = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Invalid job'),
  uid: z.string().regex(/^[\w-]{1,64}$/, 'Invalid applicant'),
});
export const applicationDecisionBody = z.strictObject({
  status: z.enum(['shortlisted', 'declined'], { error: 'Choose shortlist or decline' }),
});

// applications of a caregiver, newest first
async function ofApplicant(uid: string) {
  const { data } = await db()
    .entities.application.query.byApplicant({ temp_id: uid })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * A caregiver applies to a published job: once per job (a conditional create), and without a
 * caregiver package only while they have fewer than 10 applications.
 */
export async function apply(actor: UserActor, postId: string, now: number) {
  const job = await jobs.get(postId);
  if (!job?.live) throw notFound('This job is not available');
  if (!(await entitlements.active(actor.uid, 'caregiver', now))) {
    // Only as many as the limit are read; a duplicate is caught by the create's condition.
    const { data } = await db()
      .entities.application.query.byApplicant({ temp_id: actor.uid })
      .go({ limit: FREE_APPLICATIONS });
    const repeat = data.some((application) => application.post_id === postId);
    if (!repeat && data.length >= FREE_APPLICATIONS) throw forbidden(needsPackageToApply);
  }
  const me = await users.require(actor.uid);
  try {
    const { data } = await db()
      .entities.application.create({
        post_id: postId,
        temp_id: actor.uid,
        parent_id: job.user_id,
        name: me.fullname ?? me.username ?? 'Caregiver',
        position: job.position,
        start_date: job.start_date,
        posted: now,
        updatedAt: now,
      })
      .go();
    return data;
  } catch (error) {
    // Two clicks at once: the second create finds the first.
    if (isConditionFailure(error)) throw conflict(alreadyApplied);
    throw error;
  }
}

export const myApplications = (actor: UserActor) => ofApplicant(actor.uid);

/** The applications to one job, for its poster (or an admin) only. */
export async function applicationsTo(actor: UserActor, postId: string) {
  const job = await jobs.owned(actor, postId);
  const { data } = await db()
    .entities.application.query.byJob({ post_id: job.post_id })
    .go({ pages: 'all' });
  return data;
}

/** The poster shortlists or declines an application to one of their jobs. */
export async function decide(
  actor: UserActor,
  postId: string,
  applicant: string,
  status: 'shortlisted' | 'declined',
  now: number,
) {
  try {
    const update = db()
      .entities.application.patch({ post_id: postId, temp_id: applicant })
      .set({ status, updatedAt: now });
    // The poster's check is in the write's condition; admins may act on any job.
    const guarded = isAdmin(actor)
      ? update
      : update.where(({ parent_id }, { eq }) => eq(parent_id, actor.uid));
    const { data } = await guarded.go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionFailure(error)) {
      const exists = (
        await db().entities.application.get({ post_id: postId, temp_id: applicant }).go()
      ).data;
      throw exists ? forbidden('This is not your job') : notFound('Application not found');
    }
    throw error;
  }
}

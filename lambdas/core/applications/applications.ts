import { countMetric } from '../ports/provided.js';
import type { UserActor } from '../actor.js';
import { isAdmin } from '../actor.js';
import { blockedPair, blocks } from '../conversations/blocks.js';
import { parsedAs, readTogether, type TableKey } from '../db/read-together.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { jobs, type JobRecord } from '../jobs/jobs.js';
import { offersFor } from '../offers/offers.js';
import { entitlements } from '../payments/entitlements.js';
import { freeUse } from '../payments/free-use.js';
import { users, type UserRecord } from '../users/users.js';

/** Spec section 9: without a package a caregiver may apply while the job count is under 10. */
export const FREE_APPLICATIONS = 10;
export const alreadyApplied = 'You have already applied to this job.';
/** Spec section 4 sends an incomplete profile to be finished; the family would find none. */
export const finishProfileToApply =
  'Finish your profile before you apply: the family reads it to decide.';
export const needsPackageToApply = `Without a package you can apply to ${FREE_APPLICATIONS} jobs. A caregiver package (1, 3 or 12 months) lets you apply to as many jobs as you like.`;

// applications of a caregiver, newest first
async function ofApplicant(uid: string) {
  const { data } = await db()
    .entities.application.query.byApplicant({ temp_id: uid })
    .go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * The job, the caller's caregiver package and their own account: one strongly consistent
 * BatchGetItem, which the caller's session check joins (route.ts `readsTogether`): one call
 * where there were four.
 */
async function applyReads(uid: string, postId: string, now: number) {
  const { job, entitlement, user } = db().entities;
  const [jobItem, packageItem, meItem] = await readTogether(
    [
      job.get({ post_id: postId }).params<{ Key: TableKey }>().Key,
      entitlement.get({ uid, kind: 'caregiver' }).params<{ Key: TableKey }>().Key,
      user.get({ uid }).params<{ Key: TableKey }>().Key,
    ],
    { consistent: true },
  );
  return {
    job: parsedAs<JobRecord>(job, jobItem),
    holdsPackage: entitlements.runs(parsedAs<{ until: number }>(entitlement, packageItem), now),
    me: parsedAs<UserRecord>(user, meItem),
  };
}

/**
 * A caregiver applies to a published job in two steps (docs/decisions/data-and-dynamodb.md, "Writes
 * in two steps"): the reads that need only the request, then one transaction whose conditions hold
 * the guards. Once per job (a conditional create); not while either side blocks the other; only
 * while the poster's account exists; and without a caregiver package only while they have made
 * fewer than 10 applications (a free allowance spent in the same transaction, so simultaneous
 * applications cannot overshoot it). The poster is known only from the job, so their account is not
 * read: its existence is a condition, and e-mail delivery reads their address with their choices.
 */
export async function apply(actor: UserActor, postId: string, now: number) {
  const { job, holdsPackage, me } = await applyReads(actor.uid, postId, now);
  if (!job?.live) throw notFound('This job is not available');
  if (!me) throw notFound('Account not found');
  // An application shows the family the caregiver's profile, which is public only once complete.
  if (me.isCompelete !== true) throw forbidden(finishProfileToApply);
  const free = !holdsPackage;
  const application = {
    post_id: postId,
    temp_id: actor.uid,
    parent_id: job.user_id,
    name: me.fullname ?? me.username ?? 'Caregiver',
    position: job.position,
    start_date: job.start_date,
    posted: now,
    updatedAt: now,
  };
  const notice = newNotice(
    { uid: job.user_id },
    'application',
    { post_id: postId, position: job.position, name: application.name },
    now,
    application.temp_id,
  );
  const refused = await transact((tx) => [
    tx.application.create(application).commit(),
    blocks.unblockedCheck(tx, job.user_id, actor.uid),
    users.existsCheck(tx, job.user_id),
    ...noticeWrites(tx, notice),
    ...(free ? [freeUse.spend(tx, actor.uid, 'applications', FREE_APPLICATIONS)] : []),
  ]);
  // Two clicks at once: the second create finds the first.
  if (refused && failedAt(refused, 0)) throw conflict(alreadyApplied);
  if (refused && failedAt(refused, 1)) throw forbidden(blockedPair);
  if (refused && failedAt(refused, 2)) throw notFound('Account not found');
  if (refused) throw forbidden(needsPackageToApply);
  countMetric('Applications', { post_id: postId, uid: actor.uid });
  return { application: { ...application, status: 'applied' as const }, notices: [notice] };
}

/**
 * The caller's applications, and what they may still send: the free applications left of the
 * 10 (spent only while no caregiver package is active) and whether a package lifts the limit.
 */
export async function myApplications(actor: UserActor, now: number) {
  const [applications, holdsPackage, used] = await Promise.all([
    ofApplicant(actor.uid),
    entitlements.active(actor.uid, 'caregiver', now),
    freeUse.used(actor.uid, 'applications'),
  ]);
  const allowance = {
    package: Boolean(holdsPackage),
    limit: FREE_APPLICATIONS,
    left: Math.max(0, FREE_APPLICATIONS - used),
  };
  return { applications, allowance };
}

/** The applications and offers of one job, for its poster (or an admin) only. */
export async function applicationsTo(actor: UserActor, postId: string) {
  const job = await jobs.owned(actor, postId);
  const [{ data }, offers] = await Promise.all([
    db().entities.application.query.byJob({ post_id: job.post_id }).go({ pages: 'all' }),
    offersFor(job.post_id),
  ]);
  return { applications: data, offers };
}

/**
 * The poster shortlists or declines an application to one of their jobs. The change and the
 * caregiver's in-app mail are one write, conditional on the state just read, so a repeat or a
 * race tells the caregiver once.
 */
export async function decide(
  actor: UserActor,
  postId: string,
  applicant: string,
  status: 'shortlisted' | 'declined',
  now: number,
) {
  const key = { post_id: postId, temp_id: applicant };
  const found = (await db().entities.application.get(key).go()).data;
  if (!found) throw notFound('Application not found');
  if (found.parent_id !== actor.uid && !isAdmin(actor)) throw forbidden('This is not your job');
  if (found.status === status) return { application: found, notices: [] };
  const [caregiver] = await Promise.all([
    users.require(applicant),
    blocks.refuse(found.parent_id, applicant),
  ]);
  const notice = newNotice(
    caregiver,
    'application-decision',
    { post_id: postId, position: found.position, status },
    now,
  );
  const refused = await transact((tx) => [
    tx.application
      .patch(key)
      .set({ status, updatedAt: now })
      .where(({ status: current }, { eq }) => eq(current, found.status))
      .commit(),
    blocks.unblockedCheck(tx, found.parent_id, applicant),
    ...noticeWrites(tx, notice),
  ]);
  if (refused && failedAt(refused, 1)) throw forbidden(blockedPair);
  if (refused) throw conflict('This application changed meanwhile. Please reload.');
  return { application: { ...found, status, updatedAt: now }, notices: [notice] };
}

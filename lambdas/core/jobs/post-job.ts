import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import type { Commits, Tx } from '../db/tx.js';
import { conflict, forbidden } from '../errors.js';
import { announce } from '../mail-outbox/event-outbox.js';
import { countMetric } from '../ports/provided.js';
import { idempotentId } from '../idempotency/idempotent-id.js';
import { entitlements } from '../payments/entitlements.js';
import { cardsOf, totalScopesOf, totalShardOf } from './cards.js';
import { jobs, newJobState, type JobRecord } from './jobs.js';
import { MEAL_ORDER_POSITION } from '../meal-orders/meal-position.js';
import { deleteJobViews } from '../admin-stats/view-tallies.js';
import type { JobInput } from './schemas.js';
import { placeLeftOut, removing } from '../location/account-location.js';
import { countedOf, retallyWrites, tallyWrites, untallyWrites } from '../salary-guide/tally.js';

export const needsPackage =
  'Publishing a job needs an active parent package. Choose a package, then publish it.';
export const takenDown =
  'This job was taken down by our team after a report. Write to us if you think this is a mistake.';
const changedMeanwhile = 'This job changed meanwhile. Please reload and try again.';

/** The condition, for a transaction, that the poster holds a running parent package. */
const holdsPackage = (tx: Tx, uid: string, now: number) =>
  entitlements.activeCheck(tx, uid, 'parent', now);

/**
 * Spec section 4: a new job is posted, unseen, unpaid, not live and pending. A poster who
 * holds a parent package has it published at once; anyone else finds it waiting in manage
 * jobs, with a way to publish it once they have a package. The published case is one
 * transaction (the package as a condition, the job created paid and live, its cards and
 * totals), so the usual post is one write and no read; without a package the transaction is
 * refused at its condition and the job is saved unpublished.
 *
 * With an Idempotency-Key (a form kept offline and sent again), the job's id comes from the key
 * and the poster, so the create's own condition (no job with that id yet) lets one of any
 * number of tries through; the others get that same job back.
 */
export async function createJob(
  actor: UserActor,
  input: JobInput,
  now: number,
  idempotencyKey?: string,
) {
  const entity = db().entities.job;
  const fresh = { ...input, ...newJobState(actor, now) };
  if (idempotencyKey) fresh.post_id = idempotentId('job', actor.uid, idempotencyKey);
  const published = { ...fresh, paid: true, live: true, ...countedField(fresh) };
  let written: Record<string, unknown> | undefined;
  const refused = await transact((tx) => {
    const create = tx.job.create(published).commit();
    written = (create as unknown as { Put: { Item: Record<string, unknown> } }).Put.Item;
    return [
      holdsPackage(tx, actor.uid, now),
      create,
      ...list(tx, published),
      announcePublished(tx, published.post_id, now),
    ];
  });
  if (refused && idempotencyKey && failedAt(refused, 1)) return postedBefore(actor, fresh.post_id);
  if (refused && !failedAt(refused, 0)) throw conflict(changedMeanwhile);
  if (refused) {
    try {
      const saved = (await entity.create(fresh).go()).data;
      countMetric('JobsPosted', { post_id: saved.post_id, published: 'false' });
      return saved;
    } catch (error) {
      if (idempotencyKey) return postedBefore(actor, fresh.post_id);
      throw error;
    }
  }
  countMetric('JobsPosted', { post_id: published.post_id, published: 'true' });
  // The record as written (defaults filled), without reading it back or building it twice.
  return entity.parse({ Item: written }).data as JobRecord;
}

/** The job an earlier try with the same Idempotency-Key created, as it is now. */
async function postedBefore(actor: UserActor, postId: string): Promise<JobRecord> {
  const job = await jobs.get(postId);
  // Gone meanwhile (deleted between the tries): the key was used; the poster starts afresh.
  if (!job || job.user_id !== actor.uid) throw conflict(changedMeanwhile);
  return job;
}

/**
 * job.published, written with the publishing transaction and put on the bus after the answer
 * (event-outbox.ts): the job-match e-mails go out for every job that went live, and the
 * request makes no EventBridge call.
 */
const announcePublished = (tx: Tx, postId: string, now: number) =>
  announce(tx, 'job.published', { post_id: postId }, now);

/**
 * The salary guide's amount a job is published with (salary-guide/tally.ts), as a field to write
 * with it: absent when the guide does not count it.
 */
const countedField = (job: Parameters<typeof countedOf>[0]) => {
  const amount = countedOf(job);
  return amount === null ? {} : { salary_counted: amount };
};

/**
 * A job patch that sets `salary_counted` to what it is published with, or removes it (unpublished
 * or not counted): one field the list/unlist writes below read back.
 */
const withCounted = <
  P extends { set(fields: { salary_counted: number }): P; remove(fields: 'salary_counted'[]): P },
>(
  patch: P,
  amount: number | undefined,
): P =>
  amount === undefined ? patch.remove(['salary_counted']) : patch.set({ salary_counted: amount });

/**
 * Writes that take a job off the search pages: its cards, its place in the totals and in the
 * salary guide.
 */
export const unlist = (tx: Tx, job: JobRecord) => [
  ...cardsOf(job).map((card) => tx.jobCard.delete(card).commit()),
  ...totalScopesOf(job).map((scope) =>
    tx.counter
      .upsert({ group: 'jobs', name: totalShardOf(scope) })
      .subtract({ count: 1 })
      .commit(),
  ),
  ...untallyWrites(tx, job),
];

/** Writes that put a job on the search pages (and in the salary guide, by its salary_counted). */
const list = (tx: Tx, job: JobRecord) => [
  ...cardsOf(job).map((card) => tx.jobCard.put(card).commit()),
  ...totalScopesOf(job).map((scope) =>
    tx.counter
      .upsert({ group: 'jobs', name: totalShardOf(scope) })
      .add({ count: 1 })
      .commit(),
  ),
  ...tallyWrites(tx, job),
];

const cardKey = (card: { positionKey: string; countryKey: string }) =>
  `${card.positionKey}#${card.countryKey}`;

/**
 * An edit of a published job: new cards overwrite, cards no longer wanted go, and only the
 * totals whose country or region changed move (one operation per item, as transactions need).
 */
const relist = (tx: Tx, before: JobRecord, after: JobRecord) => {
  const wanted = new Set(cardsOf(after).map(cardKey));
  const oldScopes = totalScopesOf(before);
  const newScopes = totalScopesOf(after);
  return [
    ...cardsOf(before)
      .filter((card) => !wanted.has(cardKey(card)))
      .map((card) => tx.jobCard.delete(card).commit()),
    ...cardsOf(after).map((card) => tx.jobCard.put(card).commit()),
    ...oldScopes
      .filter((scope) => !newScopes.includes(scope))
      .map((scope) =>
        tx.counter
          .upsert({ group: 'jobs', name: totalShardOf(scope) })
          .subtract({ count: 1 })
          .commit(),
      ),
    ...newScopes
      .filter((scope) => !oldScopes.includes(scope))
      .map((scope) =>
        tx.counter
          .upsert({ group: 'jobs', name: totalShardOf(scope) })
          .add({ count: 1 })
          .commit(),
      ),
    ...retallyWrites(tx, before, after),
  ];
};

/** One transaction; a failed condition means someone else changed the job first. */
async function run(write: (tx: Tx) => Commits) {
  if (await transact(write)) throw conflict(changedMeanwhile);
}

/**
 * Publishing (and resuming a paused job): only with an active parent package. The job turns
 * paid and live, its cards and totals are written in the same transaction, on the conditions
 * that the owner's package still runs and the job is still not live, so two clicks cannot
 * count it twice.
 */
export async function publishJob(actor: UserActor, postId: string, now: number) {
  const job = await jobs.owned(actor, postId);
  if (job.hidden) throw forbidden(takenDown);
  if (job.live) throw conflict('This job is already published.');
  const { salary_counted: _stale, ...unpublished } = job;
  const published = {
    ...unpublished,
    paid: true,
    live: true,
    updatedAt: now,
    ...countedField(job),
  };
  const refused = await transact((tx) => [
    holdsPackage(tx, job.user_id, now),
    withCounted(
      tx.job.patch({ post_id: postId }).set({ paid: true, live: true, updatedAt: now }),
      published.salary_counted,
    )
      .where(({ live, hidden }, { eq, notExists }) => `${eq(live, false)} AND ${notExists(hidden)}`)
      .commit(),
    ...list(tx, published),
    announcePublished(tx, postId, now),
  ]);
  if (refused && failedAt(refused, 0)) throw forbidden(needsPackage);
  if (refused) throw conflict(changedMeanwhile);
  return published;
}

/** Pausing takes a published job off search; it stays paid and can be resumed. */
export async function pauseJob(actor: UserActor, postId: string, now: number) {
  const job = await jobs.owned(actor, postId);
  if (!job.live) throw conflict('This job is not published.');
  await run((tx) => [
    tx.job
      .patch({ post_id: postId })
      .set({ live: false, updatedAt: now })
      .remove(['salary_counted'])
      .where(({ live }, { eq }) => eq(live, true))
      .commit(),
    ...unlist(tx, job),
  ]);
  const { salary_counted: _counted, ...paused } = job;
  return { ...paused, live: false, updatedAt: now };
}

/** Editing rewrites the cards of a published job so search shows the new facts at once. */
export async function updateJob(actor: UserActor, postId: string, input: JobInput, now: number) {
  const job = await jobs.owned(actor, postId);
  // The form holds the whole place: a region or town it leaves out (a new country) is gone.
  const leftOut = placeLeftOut(input);
  const updated: JobRecord = { ...job, ...input, updatedAt: now };
  for (const field of leftOut) delete updated[field];
  delete updated.salary_counted;
  if (job.live) Object.assign(updated, countedField(updated));
  await run((tx) => [
    withCounted(
      removing(tx.job.patch({ post_id: postId }).set({ ...input, updatedAt: now }), leftOut),
      updated.salary_counted,
    )
      .where(
        ({ updatedAt, live }, { eq }) =>
          `${eq(updatedAt, job.updatedAt ?? 0)} AND ${eq(live, job.live ?? false)}`,
      )
      .commit(),
    ...(job.live ? relist(tx, job, updated) : []),
  ]);
  return updated;
}

/**
 * The writes that remove a job as it was read (conditional on its live state, so a concurrent
 * publish is not lost): the job, its search cards and totals, a meal order's open card, and its
 * tally, so the next most viewed job steps up on the report card.
 */
const removal = (tx: Tx, job: JobRecord): Commits => [
  tx.job
    .delete({ post_id: job.post_id })
    .where(({ live }, { eq }) => eq(live, job.live ?? false))
    .commit(),
  ...(job.live ? unlist(tx, job) : []),
  ...(job.position === MEAL_ORDER_POSITION
    ? [tx.mealOrderCard.delete({ post_id: job.post_id }).commit()]
    : []),
  ...deleteJobViews(tx, job.post_id),
];

export async function deleteJob(actor: UserActor, postId: string) {
  const job = await jobs.owned(actor, postId);
  await run((tx) => removal(tx, job));
  return { message: 'Job deleted' };
}

/**
 * Account deletion: every job and meal order the person posted goes, with the applications,
 * offers and job-match marks filed under it (nobody can act on them once the poster is gone).
 * A job changed meanwhile is read again, so nothing is left behind.
 */
export async function removeJobsOf(uid: string) {
  const all = { pages: 'all' } as const;
  const entities = db().entities;
  const { data: posted } = await entities.job.query.byUser({ user_id: uid }).go(all);
  for (const read of posted) {
    let job: JobRecord | undefined = read;
    for (let attempt = 0; job && attempt < 3; attempt++) {
      const current: JobRecord = job;
      if (!(await transact((tx) => removal(tx, current)))) break;
      job = await jobs.get(current.post_id);
    }
    const postId = read.post_id;
    const [applications, offers, sent] = await Promise.all([
      entities.application.query.byJob({ post_id: postId }).go(all),
      entities.offer.query.byJob({ post_id: postId }).go(all),
      entities.jobMatchSent.query.byJob({ post_id: postId }).go(all),
    ]);
    await Promise.all([
      applications.data.length && entities.application.delete(applications.data).go(),
      offers.data.length && entities.offer.delete(offers.data).go(),
      sent.data.length && entities.jobMatchSent.delete(sent.data).go(),
    ]);
  }
}

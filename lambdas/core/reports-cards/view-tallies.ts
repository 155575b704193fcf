import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { viewRank } from './view-tally.entity.js';

/**
 * The view tallies behind the "most viewed" report cards (docs/decisions.md): one small item
 * per viewed caregiver or job, on an index ordered by count, kept by the view and deleted with
 * the record it counts.
 */
export type Board = 'caregiver' | 'job';

/** What a raise did: wrote the count over a tally that was there, created one, or nothing. */
type Raised = 'updated' | 'created' | 'unchanged';

/** Writes count `count` unless the tally already holds as much. */
async function raise(board: Board, id: string, count: number): Promise<Raised> {
  const set = { count, rank: viewRank(count, id) };
  // The tally as it was before the write tells whether this write created it.
  const before = { response: 'all_old' } as const;
  try {
    const { data } =
      board === 'caregiver'
        ? await db()
            .entities.caregiverViews.upsert({ uid: id, ...set })
            .where(
              (attr, { lt, notExists }) => `${notExists(attr.count)} OR ${lt(attr.count, count)}`,
            )
            .go(before)
        : await db()
            .entities.jobViews.upsert({ post_id: id, ...set })
            .where(
              (attr, { lt, notExists }) => `${notExists(attr.count)} OR ${lt(attr.count, count)}`,
            )
            .go(before);
    return typeof (data as { count?: unknown } | null)?.count === 'number' ? 'updated' : 'created';
  } catch (error) {
    if (isConditionFailure(error)) return 'unchanged';
    throw error;
  }
}

/** Whether the counted record is still there (a strongly consistent Get of its key only). */
async function recordExists(board: Board, id: string): Promise<boolean> {
  const read = { consistent: true } as const;
  const { data } =
    board === 'caregiver'
      ? await db()
          .entities.user.get({ uid: id })
          .go({ ...read, attributes: ['uid'] })
      : await db()
          .entities.job.get({ post_id: id })
          .go({ ...read, attributes: ['post_id'] });
  return data !== null;
}

/**
 * Called with the count a view's ADD returned. The tally is set to it only if that is more
 * than it holds, so concurrent views end at the true count without reading first. A record
 * deleted between its ADD and this write could leave a tally behind: deletion removes the tally
 * in its own transaction, so a deleted record's tally can only come back by being created
 * again. Hence a write that created the tally (a record's first view, or the rare race) reads
 * the record again and, if it is gone, removes the tally (either the deletion saw this tally
 * or this read sees the deletion). A write over an existing tally needs no read: that tally
 * either predates the deletion, which removes it, or was created by a write that checks.
 */
export async function tallyView(board: Board, id: string, count: number) {
  if (count < 1 || (await raise(board, id, count)) !== 'created') return;
  if (await recordExists(board, id)) return;
  if (board === 'caregiver') await db().entities.caregiverViews.delete({ uid: id }).go();
  else await db().entities.jobViews.delete({ post_id: id }).go();
}

/** The deletion of a caregiver's tally, for the transaction that deletes the account. */
export const deleteCaregiverTally = (tx: Tx, uid: string) =>
  tx.caregiverViews.delete({ uid }).commit();

/** The deletion of a job's tally, for the transaction that deletes the job. */
export const deleteJobTally = (tx: Tx, postId: string) =>
  tx.jobViews.delete({ post_id: postId }).commit();

/** The most viewed of a board (ties: the higher id): one Query of one item. */
export async function mostViewed(board: Board): Promise<{ id: string; count: number } | null> {
  const page = { order: 'desc', limit: 1 } as const;
  if (board === 'caregiver') {
    const { data } = await db().entities.caregiverViews.query.byViews({}).go(page);
    return data[0] ? { id: data[0].uid, count: data[0].count } : null;
  }
  const { data } = await db().entities.jobViews.query.byViews({}).go(page);
  return data[0] ? { id: data[0].post_id, count: data[0].count } : null;
}

import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { BOARD_SHARDS, boardShard, viewRank } from './view-tally.entity.js';

/**
 * The view tallies behind the "most viewed" report cards (docs/decisions/admin.md, "Admin report
 * cards"): one small item per viewed caregiver or job, on an index ordered by count and spread over
 * shards, raised by the views queue's consumer (traffic/view-counts.ts) and deleted with the record
 * it counts.
 */
export type Board = 'caregiver' | 'job';

/** What a raise did: wrote the count over a tally that was there, created one, or nothing. */
type Raised = 'updated' | 'created' | 'unchanged';

/** Writes count `count` unless the tally already holds as much. */
async function raise(board: Board, id: string, count: number): Promise<Raised> {
  const set = { count, rank: viewRank(count, id), shard: boardShard(id) };
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
 * Called with the count a batch's ADD on the view-count item gave (traffic/view-counts.ts).
 * The tally is set to it only if that is more than it holds, so concurrent batches end at the
 * true count without reading first. A record
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

/** The deletion of a caregiver's tally and view count, for the transaction deleting the account. */
export const deleteCaregiverViews = (tx: Tx, uid: string) => [
  tx.caregiverViews.delete({ uid }).commit(),
  tx.userViewCount.delete({ uid }).commit(),
];

/** The deletion of a job's tally and view count, for the transaction that deletes the job. */
export const deleteJobViews = (tx: Tx, postId: string) => [
  tx.jobViews.delete({ post_id: postId }).commit(),
  tx.jobViewCount.delete({ post_id: postId }).commit(),
];

type Leader = { id: string; count: number; rank: string };

/** The best of one board partition: one Query of one item. */
async function leaderOf(board: Board, shard: string | undefined): Promise<Leader | undefined> {
  const page = { order: 'desc', limit: 1 } as const;
  const entities = db().entities;
  if (board === 'caregiver') {
    const { data } =
      shard === undefined
        ? await entities.legacyCaregiverViews.query.byViews({}).go(page)
        : await entities.caregiverViews.query.byViews({ shard }).go(page);
    return data[0] && { id: data[0].uid, count: data[0].count, rank: data[0].rank };
  }
  const { data } =
    shard === undefined
      ? await entities.legacyJobViews.query.byViews({}).go(page)
      : await entities.jobViews.query.byViews({ shard }).go(page);
  return data[0] && { id: data[0].post_id, count: data[0].count, rank: data[0].rank };
}

/**
 * The most viewed of a board (ties: the higher id): the best of each shard's best, and of the
 * board from before the shards (tallies not raised since), read at once.
 */
export async function mostViewed(board: Board): Promise<{ id: string; count: number } | null> {
  const shards = [undefined, ...Array.from({ length: BOARD_SHARDS }, (_, i) => String(i))];
  const leaders = (await Promise.all(shards.map((shard) => leaderOf(board, shard)))).filter(
    (leader): leader is Leader => leader !== undefined,
  );
  const best = leaders.reduce<Leader | undefined>(
    (top, leader) => (!top || leader.rank > top.rank ? leader : top),
    undefined,
  );
  return best ? { id: best.id, count: best.count } : null;
}

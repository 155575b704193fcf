import type { ViewMessage } from '../ports/views-queue.js';
import { addCommunityViews } from '../community/post-views.js';
import { db } from '../db/service.js';
import { tallyView } from '../admin-stats/view-tallies.js';
import { firstView, viewWindows } from './views.js';

/**
 * View counts, kept off the request path (docs/decisions/data-and-dynamodb.md, "Views counted off
 * the request path"): a page view only queues a message (ports/views-queue.ts); the queue's
 * consumer counts a batch here. Reads take the count item, or, for a record no view has counted
 * since the change, the `views` attribute it carried before (copied into the count item by its
 * first counted view). A community post's or comment's views are added to the record itself
 * (community/post-views.ts).
 */
export type Counted = 'user' | 'job';

type CountedKind = Exclude<ViewMessage['kind'], 'post' | 'comment'>;
const countedOf = (kind: CountedKind): Counted => (kind === 'job' ? 'job' : 'user');
const isCommunity = (kind: ViewMessage['kind']): kind is 'post' | 'comment' =>
  kind === 'post' || kind === 'comment';

/** The item the first-view mark names: as before the change, so marks made then still hold. */
const markedItem = ({ kind, id }: ViewMessage) =>
  `${isCommunity(kind) ? kind : countedOf(kind)}#${id}`;

/**
 * A person's view count as their own account page shows it: one Get of its count item (0.5
 * read unit). The public profile and job pages read theirs with the record they show
 * (db/read-together.ts).
 */
export async function viewCount(uid: string): Promise<number | undefined> {
  const { data } = await db().entities.userViewCount.get({ uid }).go();
  return data?.count;
}

/** The view counts of some jobs (one BatchGet per 100), by id; jobs never counted are absent. */
export async function jobViewCounts(postIds: readonly string[]): Promise<Map<string, number>> {
  if (!postIds.length) return new Map();
  const { data } = await db()
    .entities.jobViewCount.get(postIds.map((post_id) => ({ post_id })))
    .go();
  return new Map(data.map((item) => [item.post_id, item.count]));
}

/** The count shown: the count item's, else the record's own from before the count items. */
export const shownViews = (counted: number | undefined, legacy: number | undefined) =>
  counted ?? legacy ?? 0;

/** The views of one record a batch brings, and which count it ranks on. */
interface Tally {
  kind: ViewMessage['kind'];
  id: string;
  views: number;
}

/**
 * The `views` the record carried before the count items (0 once they exist), read when its count
 * item is created; undefined if the record is gone (its count item is then removed again).
 */
async function legacyViews(kind: Counted, id: string): Promise<number | undefined> {
  const read = { consistent: true, attributes: ['views'] } as const;
  const { data } =
    kind === 'user'
      ? await db().entities.user.get({ uid: id }).go(read)
      : await db().entities.job.get({ post_id: id }).go(read);
  return data ? (data.views ?? 0) : undefined;
}

/** ADDs `views` to the count item and returns what it held before (undefined: just created). */
async function addToCount(kind: Counted, id: string, views: number) {
  const before = { response: 'all_old' } as const;
  const { data } =
    kind === 'user'
      ? await db().entities.userViewCount.update({ uid: id }).add({ count: views }).go(before)
      : await db().entities.jobViewCount.update({ post_id: id }).add({ count: views }).go(before);
  return (data as { count?: number } | null)?.count;
}

const removeCount = (kind: Counted, id: string) =>
  kind === 'user'
    ? db().entities.userViewCount.delete({ uid: id }).go()
    : db().entities.jobViewCount.delete({ post_id: id }).go();

/**
 * One record's views of a batch: one ADD on its count item; the first counted view of a record
 * also brings in the count it had before, or removes the item if the record is gone (a view
 * queued just before a deletion). A caregiver's or job's new total then raises its tally on the
 * most-viewed board (admin-stats/view-tallies.ts, which handles the same race for the tally).
 */
async function addViews({ kind, id, views }: Tally): Promise<void> {
  if (isCommunity(kind)) return addCommunityViews(kind, id, views);
  const counted = countedOf(kind);
  const held = await addToCount(counted, id, views);
  let total = (held ?? 0) + views;
  if (held === undefined) {
    const legacy = await legacyViews(counted, id);
    if (legacy === undefined) {
      await removeCount(counted, id);
      return;
    }
    if (legacy > 0) total = (await addToCount(counted, id, legacy))! + legacy;
  }
  if (kind !== 'institution') await tallyView(kind === 'job' ? 'job' : 'caregiver', id, total);
}

/** A view as the queue delivered it. */
export interface QueuedView {
  messageId: string;
  view: ViewMessage;
}

/**
 * Counts a batch of views: each viewer once per record per day (the first-view marks of
 * traffic/views.ts, one conditional put per distinct viewer and record, anchored at the view's
 * own time), then one count write per record. A view whose mark could not be written is
 * returned, to come back from the queue; once marked, a view is counted here or, if that write
 * fails, lost (logged by the caller): a retry would find the mark and count it nowhere.
 */
export async function countViews(batch: readonly QueuedView[]) {
  const byViewer = new Map<string, QueuedView[]>();
  for (const queued of batch) {
    const key = `${markedItem(queued.view)}\n${queued.view.viewer}`;
    byViewer.set(key, [...(byViewer.get(key) ?? []), queued]);
  }
  const marked = await Promise.allSettled(
    [...byViewer.values()].map(async (same) => {
      const { view } = same[0]!;
      return firstView(markedItem(view), view.viewer, viewWindows.record, view.at);
    }),
  );
  const retry: string[] = [];
  const tallies = new Map<string, Tally>();
  [...byViewer.values()].forEach((same, index) => {
    const outcome = marked[index]!;
    if (outcome.status === 'rejected') retry.push(...same.map((queued) => queued.messageId));
    if (outcome.status !== 'fulfilled' || !outcome.value) return;
    const { view } = same[0]!;
    const tally = tallies.get(markedItem(view)) ?? { kind: view.kind, id: view.id, views: 0 };
    tally.views++;
    tallies.set(markedItem(view), tally);
  });
  const written = await Promise.allSettled([...tallies.values()].map(addViews));
  const lost = [...tallies.values()].filter((_, i) => written[i]!.status === 'rejected');
  return {
    counted: [...tallies.values()].reduce((sum, tally) => sum + tally.views, 0),
    retry,
    lost: lost.map(({ kind, id, views }) => ({ kind, id, views })),
  };
}

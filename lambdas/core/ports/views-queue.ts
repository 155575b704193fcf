import * as z from 'zod';

/**
 * One view of a page, as the request that showed it puts it on the views queue
 * (lambdas/events/queues.ts): what was viewed, by whom (traffic/views.ts `viewerOf`) and when.
 * A caregiver's and a job's views also rank them on the "most viewed" report cards; an
 * institution's, a community post's and a comment's (its replies opened) are only counted.
 */
export const viewMessage = z.object({
  kind: z.enum(['caregiver', 'institution', 'job', 'post', 'comment']),
  /** A comment's: `commentViewId`. */
  id: z.string().min(1).max(200),
  viewer: z.string().min(1).max(200),
  /** Epoch milliseconds of the view: its counting window starts there, not at delivery. */
  at: z.number().int().positive(),
});
export type ViewMessage = z.infer<typeof viewMessage>;

/** A comment lives in its post's partition: its view names both. */
export const commentViewId = (postId: string, commentId: string) => `${postId}/${commentId}`;
export const commentOfView = (id: string) => {
  const cut = id.indexOf('/');
  return { post_id: id.slice(0, cut), comment_id: id.slice(cut + 1) };
};

/**
 * Puts a view on the queue: no table write on the request path. Never throws: a view that
 * cannot be queued is logged and not counted, since a lost count is better than a page that
 * fails for it.
 */
export type EnqueueView = (view: ViewMessage) => Promise<void>;

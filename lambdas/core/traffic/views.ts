import { createHash } from 'node:crypto';
import type { Actor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';

/**
 * Views counted once per viewer per item per window: asking again, or a script asking a thousand
 * times, adds nothing. The windows and why (docs/decisions/data-and-dynamodb.md, "Views counted
 * once per viewer"):
 */
export const viewWindows = {
  /** A job or profile: one reader's interest, a day at a time. */
  record: 86_400,
  /**
   * A kind of page (its route pattern) in the site's own analytics: a visit, as analytics tools
   * count one (30 minutes), since the ids in a path are the sender's to invent.
   */
  page: 1_800,
} as const;

/** A viewer known only by their network client (lambdas/http/caller-address.ts `clientOf`). */
export const clientViewer = (client: string): string => `client:${client}`;

/**
 * Who is viewing: the signed-in user wherever they are, else the network client (its address,
 * IPv6 by its /64).
 */
export const viewerOf = (actor: Actor, client: string): string =>
  actor.kind === 'user' ? `user:${actor.uid}` : clientViewer(client);

/**
 * Whether this is the viewer's first view of `item` in the window: one conditional put of a
 * small mark, which succeeds only when no mark is there or the one there has run out (TTL
 * removes marks late, so the condition reads the time itself). One write unit either way; only
 * a first view is counted. Record views are marked off the request path, by the views queue's
 * consumer (traffic/view-counts.ts), with `now` the time of the view.
 */
export async function firstView(
  item: string,
  viewer: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  const mark = createHash('sha256').update(`${item}\n${viewer}`).digest('hex');
  const nowSeconds = Math.floor(now / 1000);
  try {
    await db()
      .entities.viewMark.put({ mark, expiresAt: nowSeconds + windowSeconds })
      .where(
        (attr, { notExists, lte }) =>
          `${notExists(attr.expiresAt)} OR ${lte(attr.expiresAt, nowSeconds)}`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

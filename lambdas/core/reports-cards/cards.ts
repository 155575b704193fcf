import * as z from 'zod';
import { db } from '../db/service.js';
import { traffic } from '../traffic/traffic.js';
import { lastWeekPageViews, pageViewsSummary } from './page-views.js';
import { statNames } from './stats.js';

export const reportCardsResponse = z.object({
  completed_payments: z.number(),
  failed_payments: z.number(),
  caregivers: z.number(),
  parents: z.number(),
  incomplete_users: z.number(),
  most_viewed_caregiver: z
    .object({ uid: z.string(), name: z.string(), views: z.number() })
    .nullable(),
  most_viewed_job: z
    .object({ post_id: z.string(), title: z.string(), views: z.number() })
    .nullable(),
  top_traffic_source: z.object({ source: z.string(), count: z.number() }).nullable(),
  page_views: pageViewsSummary,
});
export type ReportCards = z.infer<typeof reportCardsResponse>;

async function leaders() {
  const [caregiver, job] = await Promise.all([
    db().entities.leader.get({ board: 'caregiver' }).go(),
    db().entities.leader.get({ board: 'job' }).go(),
  ]);
  const [user, post] = await Promise.all([
    caregiver.data ? db().entities.user.get({ uid: caregiver.data.id }).go() : undefined,
    job.data ? db().entities.job.get({ post_id: job.data.id }).go() : undefined,
  ]);
  const u = user?.data;
  const name = u ? (u.fullname ?? [u.username, u.surname].filter(Boolean).join(' ')) : '';
  return {
    most_viewed_caregiver: caregiver.data
      ? { uid: caregiver.data.id, name: name || 'Deleted account', views: caregiver.data.count }
      : null,
    most_viewed_job: job.data
      ? {
          post_id: job.data.id,
          title: post?.data?.position ?? 'Deleted job',
          views: job.data.count,
        }
      : null,
  };
}

/**
 * The admin report cards of spec section 2, read only from counters and leader items kept by
 * the writes: a Query on the 'stats' group, one on 'traffic', one on the week's page views and
 * Gets for the two leaders. Nothing here scans users or orders.
 */
export async function reportCards(now: number): Promise<ReportCards> {
  const [stats, sources, top, pageViews] = await Promise.all([
    db().entities.counter.query.byGroup({ group: 'stats' }).go({ pages: 'all' }),
    traffic.counts(),
    leaders(),
    lastWeekPageViews(now),
  ]);
  const counts = Object.fromEntries(statNames.map((name) => [name, 0])) as Record<
    (typeof statNames)[number],
    number
  >;
  for (const { name, count = 0 } of stats.data)
    if (name in counts) counts[name as keyof typeof counts] = count;
  const best = Object.entries(sources)
    .filter(([source, count]) => source !== 'total' && count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return {
    ...counts,
    ...top,
    top_traffic_source: best ? { source: best[0], count: best[1] } : null,
    page_views: pageViews,
  };
}

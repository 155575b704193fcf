import { db } from '../db/service.js';
import { traffic } from '../traffic/traffic.js';
import { lastWeekPageViews } from './page-views.js';
import type { ReportCards } from './schemas.js';
import { statNames } from './stats.js';
import { mostViewed } from './view-tallies.js';
import { lastWeekPerDay } from './week.js';

async function leaders() {
  const [caregiver, job] = await Promise.all([mostViewed('caregiver'), mostViewed('job')]);
  const [user, post] = await Promise.all([
    caregiver ? db().entities.user.get({ uid: caregiver.id }).go() : undefined,
    job ? db().entities.job.get({ post_id: job.id }).go() : undefined,
  ]);
  const u = user?.data;
  const name = u ? (u.fullname ?? [u.username, u.surname].filter(Boolean).join(' ')) : '';
  // A record deleted between these two reads has taken its tally with it: 'Deleted ...' is
  // only ever seen for that moment.
  return {
    most_viewed_caregiver: caregiver
      ? { uid: caregiver.id, name: name || 'Deleted account', views: caregiver.count }
      : null,
    most_viewed_job: job
      ? { post_id: job.id, title: post?.data?.position ?? 'Deleted job', views: job.count }
      : null,
  };
}

/**
 * The admin report cards of spec section 2, read only from counters and indexes kept by the
 * writes: a Query on the 'stats' group, one on 'traffic', one on the week's page views, one
 * item of each view-tally index and Gets for those two, and the week's sign-ups and payments
 * (week.ts). Nothing here scans users or orders.
 */
export async function reportCards(now: number): Promise<ReportCards> {
  const [stats, sources, top, pageViews, perDay] = await Promise.all([
    db().entities.counter.query.byGroup({ group: 'stats' }).go({ pages: 'all' }),
    traffic.counts(),
    leaders(),
    lastWeekPageViews(now),
    lastWeekPerDay(now),
  ]);
  const counts = Object.fromEntries(statNames.map((name) => [name, 0])) as Record<
    (typeof statNames)[number],
    number
  >;
  for (const { name, count = 0 } of stats.data)
    if (name in counts) counts[name as keyof typeof counts] = count;
  const ranked = Object.entries(sources)
    .filter(([source, count]) => source !== 'total' && count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const best = ranked[0];
  return {
    ...counts,
    ...top,
    top_traffic_source: best ? { source: best[0], count: best[1] } : null,
    page_views: pageViews,
    per_day: perDay,
    traffic_sources: ranked.map(([source, count]) => ({ source, count })),
  };
}

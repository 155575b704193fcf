import { db } from '../db/service.js';
import { routePattern } from '../reference/screens.js';
import { firstView, viewWindows } from '../traffic/views.js';
import { dayKey, lastWeekDays } from './days.js';
export { dayKey } from './days.js';
import type { PageView, PageViewsSummary } from './schemas.js';

/**
 * One ADD on the route's counter of the day and one on the user type's (or 'anonymous'), for
 * the viewer's first view of that kind of page in a visit (traffic/views.ts): the ids in a path
 * are the sender's to invent, so the pattern is what is counted once.
 */
export async function recordPageView(view: PageView, viewer: string, now: number) {
  const pattern = routePattern(view.path);
  if (!(await firstView(`page#${pattern}`, viewer, viewWindows.page, now))) return;
  const day = dayKey(now);
  const names = [`${day}#route#${pattern}`, `${day}#type#${view.user_type ?? 'anonymous'}`];
  await Promise.all(
    names.map((name) =>
      db().entities.counter.upsert({ group: 'pageviews', name }).add({ count: 1 }).go(),
    ),
  );
}

/** The last 7 days (today included): views per day, per route and per user type. One Query. */
export async function lastWeekPageViews(now: number): Promise<PageViewsSummary> {
  const days = lastWeekDays(now);
  const { data } = await db()
    .entities.counter.query.byGroup({ group: 'pageviews' })
    .between({ name: `${days[0]}#` }, { name: `${days[6]}#~` })
    .go({ pages: 'all' });
  const perDay = new Map(days.map((day) => [day, 0]));
  const routes = new Map<string, number>();
  const types = new Map<string, number>();
  for (const { name, count = 0 } of data) {
    const [day = '', kind, key = ''] = name.split('#');
    if (kind === 'route') {
      perDay.set(day, (perDay.get(day) ?? 0) + count);
      routes.set(key, (routes.get(key) ?? 0) + count);
    } else if (kind === 'type') types.set(key, (types.get(key) ?? 0) + count);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    days: [...perDay].map(([day, views]) => ({ day, views })),
    routes: sorted(routes)
      .slice(0, 10)
      .map(([path, views]) => ({ path, views })),
    user_types: sorted(types).map(([user_type, views]) => ({ user_type, views })),
  };
}

import { describe, expect, it } from 'vitest';
import { routePattern } from '../../lambdas/core/reference/screens.js';
import { incompleteDelta, isIncomplete } from '../../lambdas/core/admin-stats/stats.js';
import { viewRank } from '../../lambdas/core/admin-stats/view-tally.entity.js';

describe('report-card rules', () => {
  it('incomplete users: non-parents whose profile is not complete, moved by each change', () => {
    expect(isIncomplete({ user_type: 'parent' })).toBe(false);
    expect(isIncomplete({ user_type: 'institution' })).toBe(true);
    expect(isIncomplete({ user_type: 'cook', isCompelete: true })).toBe(false);
    expect(incompleteDelta('childcarer', undefined, true)).toBe(-1);
    expect(incompleteDelta('childcarer', true, false)).toBe(1);
    expect(incompleteDelta('childcarer', false, false)).toBe(0);
    expect(incompleteDelta('parent', undefined, false)).toBe(0);
  });

  it('page views keep the route pattern, never the address', () => {
    expect(routePattern('/cv/abc123')).toBe('/cv/:id');
    expect(routePattern('/job/9?ref=mail#top')).toBe('/job/:id');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/my_account/parent/overview/user/none')).toBe(
      '/my_account/parent/overview/user/:return',
    );
    expect(routePattern('/anything/else/at/all')).toBe('/404');
  });

  it('view tallies sort as text in count order, equal counts by id', () => {
    expect(viewRank(7, 'abc')).toBe('000000000007#abc');
    const ranks = [viewRank(10, 'a'), viewRank(9, 'z'), viewRank(10, 'b'), viewRank(100, 'a')];
    expect([...ranks].sort().reverse()).toEqual([
      viewRank(100, 'a'),
      viewRank(10, 'b'),
      viewRank(10, 'a'),
      viewRank(9, 'z'),
    ]);
  });
});

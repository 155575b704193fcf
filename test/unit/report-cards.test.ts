import { describe, expect, it } from 'vitest';
import { routePattern } from '../../lambdas/core/reports-cards/page-views.js';
import { incompleteDelta, isIncomplete } from '../../lambdas/core/reports-cards/stats.js';

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
});

import { describe, expect, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';

describe('the suspension check (http-handler.ts authorize)', () => {
  it('can read the table on every route that is not public', () => {
    // A signed-in call reads the suspension marker first: without a data need, the function
    // would have neither the table's name nor the right to read it in AWS.
    const lacking = routeList
      .filter((route) => route.access !== 'public')
      .filter((route) => !route.needs.some((need) => need === 'data:read' || need === 'data:write'))
      .map(routeKey);
    expect(lacking).toEqual([]);
  });
});

describe('routes a form kept offline is sent again to (http-handler.ts oncePerKey)', () => {
  it('are signed-in writes that can keep their answers in the table', () => {
    // The answer is kept under the caller's uid: a public route has none to keep it under.
    const unfit = routeList
      .filter((route) => route.keptOffline)
      .filter(
        (route) =>
          route.access === 'public' ||
          route.method === 'GET' ||
          !route.needs.includes('data:write'),
      )
      .map(routeKey);
    expect(unfit).toEqual([]);
    expect(
      routeList
        .filter((route) => route.keptOffline)
        .map(routeKey)
        .sort(),
    ).toEqual([
      'POST /api/conversations/{id}/messages',
      'POST /api/jobs',
      'POST /api/jobs/{id}/offers',
      'POST /api/personality-test/answers',
      'POST /api/posts',
      'POST /api/posts/{id}/comments',
      'POST /api/posts/{id}/comments/{cid}/replies',
      'POST /api/reports',
      'POST /api/reviews',
      'PUT /api/jobs/{id}',
      'PUT /api/profile/basic-information',
      'PUT /api/profile/personal-description',
      'PUT /api/profile/roles',
    ]);
  });
});

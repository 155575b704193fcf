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

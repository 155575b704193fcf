import { describe, expect, it } from 'vitest';
import {
  apiIntegrationTimeoutSeconds,
  functionNameOf,
  groupRoutes,
  httpFunctions,
  isPrivilegedNeed,
  privilegeOf,
} from '../../lambdas/http/functions.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList, routes } from '../../lambdas/http/routes.js';

const publicRoutes = routeList.filter((route) => route.access === 'public');

describe('the functions of the API (lambdas/http/functions.ts)', () => {
  it('serve every route of the table exactly once', () => {
    const served = httpFunctions.flatMap((fn) => fn.routes.map(routeKey));
    expect(served.sort()).toEqual(routeList.map(routeKey).sort());
    expect(new Set(httpFunctions.map((fn) => fn.name)).size).toBe(httpFunctions.length);
  });

  it('give each function the needs of all its routes, and no other', () => {
    for (const fn of httpFunctions)
      expect([...fn.needs].sort(), fn.name).toEqual(
        [...new Set(fn.routes.flatMap((route) => route.needs))].sort(),
      );
  });

  it('never put a public route with a signed-in or admin one', () => {
    for (const fn of httpFunctions) {
      const privileges = new Set(fn.routes.map((route) => privilegeOf(route.access)));
      expect([...privileges], fn.name).toEqual([fn.privilege]);
    }
    expect(publicRoutes.length).toBeGreaterThan(0);
  });

  it('grant a public route identity or storage only where it declares it itself', () => {
    for (const route of publicRoutes) {
      const fn = httpFunctions.find((f) => f.name === functionNameOf(route))!;
      for (const need of fn.needs.filter(isPrivilegedNeed)) {
        // Sign-up and recovery share one function: each of its routes declares some identity
        // need, and their identity calls add up there; nothing else privileged joins them.
        if (need.startsWith('identity') && route.needs.some((own) => own.startsWith('identity')))
          continue;
        expect(route.needs, `${routeKey(route)} in ${fn.name} gets ${need}`).toContain(need);
      }
    }
    // Sign-up and recovery (identity) sit apart from the public reads.
    expect(functionNameOf(routes.register)).not.toBe(functionNameOf(routes.findJobs));
    expect(functionNameOf(routes.register)).not.toBe(functionNameOf(routes.publicProfile));
  });

  it('give the routes that decode photos a function of their own, its time within API Gateway’s', () => {
    const photo = httpFunctions.find((fn) => fn.name === functionNameOf(routes.confirmUpload))!;
    // A profile's photo, and a community post's (re-encoded when the post is saved).
    expect(photo.routes).toEqual([routes.confirmUpload, routes.createPost, routes.editPost]);
    expect(photo.profile).toMatchObject({ decodesImages: true, timeoutSeconds: 20 });
    for (const fn of httpFunctions)
      expect(fn.profile.timeoutSeconds, fn.name).toBeLessThan(apiIntegrationTimeoutSeconds);
    expect(httpFunctions.filter((fn) => fn.profile.decodesImages)).toEqual([photo]);
  });

  it('place a new route by its own access and area, moving no other route', () => {
    const first = routeList[0]!;
    const added: RouteDef[] = [
      { ...first, path: '/api/zz-public-identity', method: 'POST', needs: ['identity:lookup'] },
      { ...first, path: '/api/zz-new-area', access: 'signed-in', handler: 'zz-new/thing' },
      { ...first, path: '/api/zz-jobs', access: ['parent'], handler: 'jobs/zz' },
      {
        ...first,
        path: '/api/zz-admin',
        access: ['admin'],
        needs: ['identity:roles', 'storage:upload'],
      },
    ];
    const placed = (table: readonly RouteDef[]) =>
      new Map(groupRoutes(table).flatMap((fn) => fn.routes.map((r) => [routeKey(r), fn.name])));
    const before = placed(routeList);
    const after = placed([...added, ...routeList]);
    for (const [key, name] of before) expect(after.get(key), key).toBe(name);
    expect(added.map((route) => after.get(routeKey(route)))).toEqual([
      functionNameOf(routes.register),
      'zz-new',
      functionNameOf(routes.createJob),
      'admin',
    ]);
  });

  it('refuse to group routes of different privileges under one name', () => {
    const first = routeList[0]!;
    // An own-function handler reached by a public and a signed-in route.
    const mixed: RouteDef[] = [
      { ...routes.confirmUpload },
      { ...routes.confirmUpload, path: '/api/zz-public-photo', access: 'public' },
    ];
    expect(() => groupRoutes(mixed)).toThrow(/mixes privileges/);
    expect(() => groupRoutes([first])).not.toThrow();
  });
});

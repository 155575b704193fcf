import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { edgeCache, type EdgeAnswer } from '../../infra/local/edge-cache.js';
import { httpHandlerEntry, projectPath } from '../../infra/project-paths.js';
import { sharedAnswerRoutes } from '../../infra/web-shared-answers.js';
import {
  cacheControlOf,
  routeKey,
  SHARED_CACHE_MAX_SECONDS,
  type RouteDef,
} from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';

const handlerSource = (route: RouteDef) =>
  readFileSync(projectPath(httpHandlerEntry(route.handler)), 'utf8');

describe('the answers the same for everyone (route.ts `cache`)', () => {
  it("are the home page's public figures and the settings every visit reads", () => {
    expect(sharedAnswerRoutes.map(routeKey)).toEqual([
      'GET /api/config',
      'GET /api/visitor-country',
      'GET /api/job-totals',
      'GET /api/salary-guide',
      'GET /api/salary-guide/town',
      'GET /api/caregivers/featured',
      'GET /api/caregiver-count',
    ]);
  });

  it('are public GETs that know no caller, count no caller and own their path alone', () => {
    // CloudFront's behaviour for the path takes every method on it and forwards no token.
    const unfit = sharedAnswerRoutes.filter(
      (route) =>
        route.access !== 'public' ||
        route.method !== 'GET' ||
        route.personalises ||
        route.rateLimit !== undefined ||
        route.keptOffline ||
        route.path.includes('{') ||
        routeList.some((other) => other !== route && other.path === route.path),
    );
    expect(unfit.map(routeKey)).toEqual([]);
  });

  it('read no header but the viewer country, and that only where the country is in the key', () => {
    for (const route of sharedAnswerRoutes) {
      const source = handlerSource(route);
      const readsHeaders = /\bheaders\b/.test(source);
      expect(readsHeaders, routeKey(route)).toBe(route.cache?.byViewerCountry === true);
      if (readsHeaders) expect(source).toMatch(/viewerCountry\(headers\)/);
    }
  });

  it('are kept 30 to 60 s at the edge, never longer in a browser than at the edge', () => {
    for (const route of sharedAnswerRoutes) {
      const { maxAge, sMaxAge } = route.cache!;
      expect(sMaxAge).toBeGreaterThanOrEqual(30);
      expect(sMaxAge).toBeLessThanOrEqual(Math.min(60, SHARED_CACHE_MAX_SECONDS));
      expect(maxAge).toBeLessThanOrEqual(sMaxAge);
    }
    expect(cacheControlOf({ maxAge: 30, sMaxAge: 30, staleWhileRevalidate: 30 })).toBe(
      'public, max-age=30, s-maxage=30, stale-while-revalidate=30',
    );
    expect(cacheControlOf(undefined)).toBe('no-store');
  });
});

describe('the local edge cache (infra/local/edge-cache.ts)', () => {
  const answer = (body: string, cacheControl: string, status = 200): EdgeAnswer => ({
    status,
    headers: { 'cache-control': cacheControl },
    body: Buffer.from(body),
  });

  it('serves a copy until s-maxage, then stale while one request refreshes it, then asks', async () => {
    let clock = 0;
    const cache = edgeCache(() => clock);
    let served = 0;
    const origin = async () =>
      answer(`v${++served}`, 'public, s-maxage=30, stale-while-revalidate=30');
    const ask = async () => {
      const got = await cache.answer('k', origin);
      return [got.body.toString(), got.headers['x-cache'], got.headers.age];
    };
    expect(await ask()).toEqual(['v1', 'Miss from cloudfront', undefined]);
    clock = 29_000;
    expect(await ask()).toEqual(['v1', 'Hit from cloudfront', '29']);
    clock = 45_000;
    // Stale: the kept copy answers at once; the refresh replaces it behind.
    expect(await ask()).toEqual(['v1', 'Hit from cloudfront', '45']);
    await new Promise((done) => setImmediate(done));
    expect(served).toBe(2);
    expect(await ask()).toEqual(['v2', 'Hit from cloudfront', '0']);
    clock = 45_000 + 61_000;
    expect(await ask()).toEqual(['v3', 'Miss from cloudfront', undefined]);
  });

  it('keeps nothing marked no-store but the errors CloudFront keeps anyway, for 10 s', async () => {
    let clock = 0;
    const cache = edgeCache(() => clock);
    const misses = async (reply: EdgeAnswer) =>
      (await cache.answer(`${reply.status}`, async () => reply)).headers['x-cache'];
    await misses(answer('', 'no-store', 404));
    expect(await misses(answer('', 'no-store', 404))).toBe('Miss from cloudfront');
    await misses(answer('', 'no-store', 503));
    expect(await misses(answer('', 'no-store', 503))).toBe('Hit from cloudfront');
    clock = 10_000;
    expect(await misses(answer('', 'no-store', 503))).toBe('Miss from cloudfront');
    await misses(answer('', 'no-store'));
    expect(await misses(answer('', 'no-store'))).toBe('Miss from cloudfront');
  });
});

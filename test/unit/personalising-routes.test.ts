import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callerAddress, viewerAddressHeader } from '../../lambdas/http/caller-address.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import type { IncomingMessage } from 'node:http';
import { toApiEvent } from '../../infra/local/api-event.js';
import { httpHandlerEntry, projectPath } from '../../infra/project-paths.js';

/**
 * Whether a handler's answer can depend on who is calling: it names the actor, or hands the
 * whole request on (which carries the actor) instead of taking only some of its fields.
 */
function readsTheCaller(route: RouteDef): boolean {
  const source = readFileSync(projectPath(httpHandlerEntry(route.handler)), 'utf8');
  const run = /httpHandler\(\s*routes\.\w+,\s*(?:async\s*)?(\(\s*([^)]*)\)|\w+)\s*=>/.exec(source);
  if (!run) throw new Error(`${route.handler}: no httpHandler(routes.x, (...) => ...) found`);
  const parameter = run[2] ?? run[1]!;
  const destructured = parameter.trim() === '' || parameter.trim().startsWith('{');
  return !destructured || /\bactor\b/.test(source);
}

describe('public routes that personalise (API Gateway passes no claims to a public route)', () => {
  const publicRoutes = routeList.filter((route) => route.access === 'public');

  it('every public route whose handler reads the caller is marked `personalises`', () => {
    // Unmarked, such a route would see every caller as anonymous in AWS while passing locally
    // only if the local router leaked claims; the mark makes the edge verify the token itself.
    const unmarked = publicRoutes
      .filter((route) => readsTheCaller(route) && !route.personalises)
      .map(routeKey);
    expect(unmarked).toEqual([]);
    expect(publicRoutes.filter((route) => route.personalises).map(routeKey)).toEqual([
      'GET /api/profiles/{uid}',
      'GET /api/jobs/{id}',
      'GET /api/posts/{id}',
      'GET /api/posts/{id}/comments',
      'GET /api/posts/{id}/comments/{cid}/replies',
    ]);
  });

  it('the check sees a handler that reads the caller', () => {
    const viewPost = routeList.find((route) => route.handler === 'community/view-post')!;
    const recentPosts = routeList.find((route) => route.handler === 'community/recent-posts')!;
    expect(readsTheCaller(viewPost)).toBe(true);
    expect(readsTheCaller(recentPosts)).toBe(false);
  });

  it('are public routes only, and can read the table for the suspension check', () => {
    const unfit = routeList
      .filter((route) => route.personalises)
      .filter(
        (route) =>
          route.access !== 'public' ||
          !route.needs.some((need) => need === 'data:read' || need === 'data:write'),
      )
      .map(routeKey);
    expect(unfit).toEqual([]);
  });
});

describe("the caller's address (caller-address.ts)", () => {
  const event = (viewer: string | undefined) => ({
    headers: viewer === undefined ? {} : { [viewerAddressHeader]: viewer },
    requestContext: { http: { sourceIp: '130.176.0.1' } } as never,
  });

  it.each([
    ['an IPv4 viewer', '41.72.108.5', '41.72.108.5'],
    ['an IPv6 viewer', '2c0f:fe38:2001::1', '2c0f:fe38:2001::1'],
    ['the IPv6 loopback', '::1', '::1'],
  ])("is the viewer's address for %s", (_, sent, expected) => {
    expect(callerAddress(event(sent))).toBe(expected);
  });

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['an address with a port', '41.72.108.5:443'],
    ['a bracketed IPv6 address', '[::1]:443'],
    ['two addresses', '41.72.108.5, 10.0.0.1'],
    ['a name', 'localhost'],
  ])("falls back to API Gateway's source address for %s", (_, sent) => {
    expect(callerAddress(event(sent))).toBe('130.176.0.1');
  });
});

describe('the local router plays CloudFront (infra/local/api-event.ts)', () => {
  const health = routeList.find((route) => route.handler === 'system/health')!;
  const eventFrom = (remoteAddress: string, headers: Record<string, string>) =>
    toApiEvent(
      { method: 'GET', headers, socket: { remoteAddress } } as unknown as IncomingMessage,
      health,
      new URL('http://localhost/api/health'),
      {},
      Buffer.alloc(0),
      undefined,
    );

  it("sets the viewer's address from the connection, over whatever the caller sent", () => {
    const event = eventFrom('192.168.1.20', { [viewerAddressHeader]: '6.6.6.6' });
    expect(callerAddress(event)).toBe('192.168.1.20');
    expect(callerAddress(eventFrom('::ffff:192.168.1.20', {}))).toBe('192.168.1.20');
    expect(callerAddress(eventFrom('fe80::1', {}))).toBe('fe80::1');
  });

  it('gives a public route no authorizer, as API Gateway does', () => {
    expect(eventFrom('127.0.0.1', {}).requestContext.authorizer).toBeUndefined();
  });

  it("joins a repeated query parameter's values with commas, as API Gateway's payload 2.0 does", () => {
    const event = toApiEvent(
      { method: 'GET', headers: {}, socket: {} } as unknown as IncomingMessage,
      health,
      new URL('http://localhost/api/health?cursor=a&cursor=b&__proto__=x&q=1'),
      {},
      Buffer.alloc(0),
      undefined,
    );
    expect(event.queryStringParameters).toEqual({ cursor: 'a,b', ['__proto__']: 'x', q: '1' });
  });
});

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import { viewerAddressHeader } from '../../lambdas/http/caller-address.js';
import type { HttpEvent } from '../../lambdas/http/http-event.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';

/** A socket's address as CloudFront gives the viewer's: IPv4 without the IPv6-mapped prefix. */
const viewerAddress = (address: string | undefined): string =>
  (address ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Compiles an API Gateway style template (/api/users/{uid}) once into a path matcher. */
export function pathMatcher(template: string) {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${pattern}$`);
  return (path: string): Record<string, string> | undefined => {
    const match = regex.exec(path);
    if (!match) return undefined;
    try {
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    } catch {
      return undefined;
    }
  };
}

export const matchPath = (template: string, path: string) => pathMatcher(template)(path);

/**
 * The API Gateway HTTP API (payload 2.0) event that a Lambda behind it would receive. `claims`
 * are the authorizer's: given only for a route that has it (hasAuthorizer).
 */
export function toApiEvent(
  req: IncomingMessage,
  route: RouteDef,
  url: URL,
  params: Record<string, string>,
  body: Buffer,
  claims: JWTPayload | undefined,
): HttpEvent {
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : (value ?? ''),
    ]),
  );
  // Playing CloudFront (infra/web-viewer-address.ts): the viewer's address from the connection,
  // replacing whatever the caller sent under that name.
  headers[viewerAddressHeader] = viewerAddress(req.socket.remoteAddress);
  // As API Gateway's payload 2.0: a repeated query parameter arrives as one, its values joined
  // with commas (docs/decisions/security-and-limits.md, "Query strings and cursors").
  const joined = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const before = joined.get(name);
    joined.set(name, before === undefined ? value : `${before},${value}`);
  }
  const query = Object.fromEntries(joined);
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: String(req.headers.host ?? 'localhost'),
      domainPrefix: 'localhost',
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: String(req.headers['user-agent'] ?? ''),
      },
      // A route without the authorizer gets no `authorizer` at all, as in AWS.
      ...(claims && {
        authorizer: {
          principalId: '',
          integrationLatency: 0,
          // A copy per event, as each invocation gets its own in AWS (the verifier keeps the claims).
          jwt: { claims: { ...claims } as Record<string, string>, scopes: [] },
        },
      }),
    },
  } as HttpEvent;
}

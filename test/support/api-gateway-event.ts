import { newClient } from './clients.js';
import type { IncomingMessage } from 'node:http';
import { inject } from 'vitest';
import { pathMatcher, toApiEvent } from '../../infra/local/api-event.js';
import type { HttpEvent } from '../../lambdas/http/http-event.js';
import { currentOriginSecret, originHeader } from '../../lambdas/http/origin-check.js';
import { hasAuthorizer, type HttpMethod } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { tokenVerifier } from '../../lambdas/http/token-verifier.js';

let verifier: ReturnType<typeof tokenVerifier> | undefined;
const verify = (authorization: string) => {
  const settings = inject('settings');
  verifier ??= tokenVerifier({
    issuer: settings.JWT_ISSUER!,
    jwksUrl: settings.JWKS_URL!,
    clientIds: [settings.USER_POOL_CLIENT_ID!],
  });
  return verifier(authorization);
};

/** Like API Gateway (and the local router), a literal segment wins over a parameter. */
const routesByLiterals = [...routeList].sort(
  (a, b) => a.path.split('{').length - b.path.split('{').length,
);

export interface EventOptions {
  body?: unknown;
  token?: string;
  /** Further request headers (lower-case names), as the caller sends them. */
  headers?: Record<string, string>;
  /**
   * Whether the request came through CloudFront, which adds the origin secret header
   * (lambdas/http/origin-check.ts); false is a call to the execute-api address. Default true.
   */
  viaCloudFront?: boolean;
}

/**
 * The event API Gateway hands a route's function for this request: the route is found in the
 * route table, the token verified as the JWT authorizer does (lambdas/http/token-verifier.ts) and the
 * event built by the local router's own toApiEvent.
 */
export async function apiGatewayEvent(
  method: HttpMethod,
  path: string,
  { body, token, headers: extra = {}, viaCloudFront = true }: EventOptions = {},
): Promise<HttpEvent> {
  const url = new URL(path, 'http://localhost');
  const found = routesByLiterals
    .filter((route) => route.method === method)
    .map((route) => ({ route, params: pathMatcher(route.path)(url.pathname) }))
    .find((candidate) => candidate.params);
  if (!found) throw new Error(`no route ${method} ${url.pathname}`);
  const headers: Record<string, string> = {
    host: 'localhost',
    'content-type': 'application/json',
    'user-agent': 'api-gateway-event',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
    ...(viaCloudFront ? { [originHeader]: await currentOriginSecret() } : {}),
  };
  // Claims only where API Gateway's authorizer is (a public route checks its token itself).
  const guarded = hasAuthorizer(found.route);
  const claims = guarded && token ? await verify(headers.authorization!) : undefined;
  if (guarded && token && !claims) throw new Error('the token was not accepted');
  // A viewer of its own, as each test person is (support/clients.ts): limits per client.
  const request = { method, headers, socket: { remoteAddress: newClient() } };
  const bytes = Buffer.from(body === undefined ? '' : JSON.stringify(body));
  return toApiEvent(
    request as unknown as IncomingMessage,
    found.route,
    url,
    found.params!,
    bytes,
    claims,
  );
}

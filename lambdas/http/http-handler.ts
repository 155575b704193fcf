import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import type { z } from 'zod';
import type { Actor } from '../core/actor.js';
import { DomainError, forbidden, invalid, unauthenticated } from '../core/errors.js';
import { isSuspended, suspendedMessage } from '../core/moderation/suspensions.js';
import { actorFromClaims } from './claims.js';
import { allowedRoles, type RouteDef } from './route.js';
import { parseInput } from './parse-input.js';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Request<R extends RouteDef> {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  actor: Actor;
  /** Request headers, lower-case names (conditional requests read if-none-match). */
  headers: Record<string, string | undefined>;
  requestId: string;
  sourceIp: string;
}

/** A handler may return a plain body (200) or say the status itself. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export const reply = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): HttpResult => ({
  statusCode: status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  },
  // A 304 (a conditional request that matched) has no body by definition.
  body: status === 304 ? '' : JSON.stringify(body),
});

async function authorize(route: RouteDef, event: HttpEvent): Promise<Actor> {
  const actor = actorFromClaims(event.requestContext.authorizer?.jwt?.claims);
  if (actor === 'wrong-token') throw unauthenticated('This kind of token is not accepted');
  if (route.access === 'public') return actor;
  if (actor.kind === 'anonymous') throw unauthenticated();
  const roles = allowedRoles(route.access);
  if (roles && !roles.some((role) => actor.groups.includes(role))) throw forbidden();
  // A suspension takes effect on the next request, even with a still-valid token: one small
  // eventually-consistent GetItem (docs/decisions.md).
  if (await isSuspended(actor.uid)) throw forbidden(suspendedMessage);
  return actor;
}

function errorResult(error: unknown, requestId: string): HttpResult {
  if (error instanceof DomainError) {
    return json(error.status, { code: error.code, message: error.message, fields: error.fields });
  }
  // Not safe to show: log it with the request id and answer generically.
  console.error(
    JSON.stringify({
      level: 'error',
      requestId,
      error: String(error),
      stack: (error as Error)?.stack,
    }),
  );
  return json(500, {
    code: 'internal',
    message: 'Something went wrong. Please try again.',
    requestId,
  });
}

/**
 * Every HTTP handler is made by this: authorize from the token's groups, parse the input with
 * the route's zod schemas (strict), run the domain, and map errors to the spec's codes.
 */
export function httpHandler<R extends RouteDef>(
  route: R,
  run: (request: Request<R>) => Promise<unknown>,
) {
  return middy<HttpEvent, HttpResult>().handler(async (event) => {
    const requestId = event.requestContext.requestId;
    try {
      const actor = await authorize(route, event);
      const input = parseInput(route, event);
      const result = await run({
        ...(input as Pick<Request<R>, 'body' | 'query' | 'params'>),
        actor,
        headers: event.headers ?? {},
        requestId,
        sourceIp: event.requestContext.http.sourceIp,
      });
      return isReply(result) ? json(result.status, result.body, result.headers) : json(200, result);
    } catch (error) {
      return errorResult(error, requestId);
    }
  });
}

export { invalid };

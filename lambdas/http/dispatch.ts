import type { Context } from 'aws-lambda';
import type { HttpEvent, HttpResult } from './http-event.js';

/** A route's handler (lambdas/http/handlers/<handler>.ts exports it as `handler`). */
export type RouteHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** What a function answers for a route key it does not serve: the local router's 404. */
const notServed = (): HttpResult => ({
  statusCode: 404,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ code: 'not-found', message: 'No such API route' }),
});

/**
 * The handler of a function that serves several routes (lambdas/http/functions.ts): API
 * Gateway's payload names the route it matched ("GET /api/jobs/{id}"), and that route's handler
 * answers. The bundle's generated entry imports its routes' handlers statically
 * (infra/constructs/lambda-bundling.ts); the local router passes the same map, imported on demand.
 */
export function dispatcher(handlers: Readonly<Record<string, RouteHandler>>) {
  return async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const handler = Object.hasOwn(handlers, event.routeKey) ? handlers[event.routeKey] : undefined;
    return handler ? handler(event, context) : notServed();
  };
}

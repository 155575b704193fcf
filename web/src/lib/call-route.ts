import type { AnswerOf, BodyOf, ParamsOf, QueryOf, RouteContract } from '@http/route-contract';
import { api } from './api-client';
import { addressOf } from './route-address';

/**
 * An input the route takes is required when its schema needs something in it (a query whose
 * fields are all optional may be left out); one it does not take, never.
 */
type Part<Name extends string, Value> = [Value] extends [undefined]
  ? { [Key in Name]?: never }
  : undefined extends Value
    ? { [Key in Name]?: Value }
    : Record<never, never> extends Value
      ? { [Key in Name]?: Value }
      : { [Key in Name]: Value };

export type CallOf<R extends RouteContract> = Part<'params', ParamsOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> & {
    signal?: AbortSignal;
    timeoutMs?: number;
    /**
     * A kept-offline route's form that cannot wait on the phone (it carries a file that is
     * not kept): sent now or refused now.
     */
    keepOffline?: false;
  };

/** The call's arguments: the input may be left out when nothing in it is required. */
type CallArguments<R extends RouteContract> =
  Record<string, never> extends CallOf<R> ? [input?: CallOf<R>] : [input: CallOf<R>];

/**
 * Calls one route of THE route table (lambdas/http/routes.ts) from its own definition: the method
 * and path, the token (every route that is not public; a personalising public route sends it when
 * someone is signed in) and whether a form written offline is kept (the route's `keptOffline`)
 * all come from the route, and the input and the answer are typed by its schemas
 * (route-contract.ts), the same the server checks and answers by.
 */
export function callRoute<R extends RouteContract>(
  route: R,
  ...[input]: CallArguments<R>
): Promise<AnswerOf<R>> {
  const { params, query, body, signal, timeoutMs, keepOffline } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    timeoutMs?: number;
    keepOffline?: false;
  };
  return api<AnswerOf<R>>(addressOf(route.path, params, query), {
    method: route.method,
    body,
    signal,
    timeoutMs,
    auth: route.access !== 'public' ? true : route.personalises ? 'if-signed-in' : false,
    keepOffline: route.keptOffline !== undefined && keepOffline !== false,
    produces: route.produces,
  });
}

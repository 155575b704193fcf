import type { z } from 'zod';
import type { Message } from '../core/errors.js';
import type { RouteDef } from './route.js';

/**
 * What a route promises its callers, read from its definition in the route table: the server's
 * handler must produce `AnswerOf` (http-handler.ts) and the SPA's client (web/src/lib/call-route.ts)
 * sends `BodyOf`, `QueryOf` and `ParamsOf` and receives `AnswerOf`. Types only: the SPA reads a
 * route's method, path and flags from the same definition at run time.
 */
/** The part of a route its callers read: where it is, who may call it, and what it takes. */
export type RouteContract = Pick<
  RouteDef,
  | 'method'
  | 'path'
  | 'access'
  | 'keptOffline'
  | 'personalises'
  | 'body'
  | 'query'
  | 'params'
  | 'response'
  | 'produces'
>;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The JSON a successful call answers with: the route's response schema. */
export type AnswerOf<R extends Pick<RouteContract, 'response'>> = Output<R['response']>;

/** What a caller sends: each schema's input (before its defaults and coercions). */
export type BodyOf<R extends Pick<RouteContract, 'body'>> = Input<R['body']>;
export type QueryOf<R extends Pick<RouteContract, 'query'>> = Input<R['query']>;
export type ParamsOf<R extends Pick<RouteContract, 'params'>> = Input<R['params']>;

/**
 * What a handler may return for `Answer`: a `message` may still be words, said in the caller's
 * language on the way out (http-handler.ts `withMessageSaid`).
 */
export type Unsaid<Answer> = {
  [Key in keyof Answer]: Key extends 'message' ? Answer[Key] | Message : Answer[Key];
};

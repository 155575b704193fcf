import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import type { Actor, UserActor } from '../core/actor.js';
import { callerLocale, isMessage, sayIn } from '../core/api-words/api-words.js';
import {
  DomainError,
  forbidden,
  internalMessage,
  invalid,
  unauthenticated,
  type Message,
} from '../core/errors.js';
import type { Locale } from '../core/i18n/locales.js';
import { isRefusedStartKey, stalePageMessage } from '../core/db/page-cursor.js';
import { suspendedMessage } from '../core/moderation/suspensions.js';
import { withJoinableReads } from '../core/db/read-together.js';
import { sessionEnded, sessionState } from '../core/sessions/session-fence.js';
import {
  RateLimited,
  rateLimiter,
  rateLimits,
  type RateLimitKind,
} from '../core/rate-limits/rate-limiter.js';
import { callerAddress, clientOf } from './caller-address.js';
import { actorFromClaims, signedInAt, type Claims } from './claims.js';
import { compressResult } from './compression.js';
import type { HttpEvent, HttpResult } from './http-event.js';
import { oncePerKey } from './keyed-requests.js';
import { optionalSignIn } from './optional-sign-in.js';
import { cloudFrontOnly } from './origin-check.js';
import type { AnswerOf, Unsaid } from './route-contract.js';
import { allowedRoles, cacheControlOf, rateLimitsOf, routeKey, type RouteDef } from './route.js';
import { parseInput } from './parse-input.js';
import {
  isDependencyFailure,
  requestDeadline,
  unavailable,
  withinDeadline,
} from './unavailable.js';
import { logContext, logger } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';
import { provideViewPorts } from '../ports/provide-view-ports.js';
import { traceInvocation } from '../ports/tracing.js';
import { beforeWrites, isHeldByChecks, writesAfter } from '../ports/write-gate.js';

// Every route's handler is made here, so core's own ports are there before any route runs.
// No route sends mail itself (it writes the outbox, sent from the table's stream), so the
// mail service is not provided and no API bundle carries SES.
provideCorePorts();
provideViewPorts();

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The caller as the route's access leaves it: on every route that is not public, authorize()
 * has already refused anyone but a signed-in user, so the handler gets a user.
 */
export type ActorOf<R extends Pick<RouteDef, 'access'>> = 'public' extends R['access']
  ? Actor
  : UserActor;

export interface Request<R extends RouteDef> {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  actor: ActorOf<R>;
  /** Request headers, lower-case names (conditional requests read if-none-match). */
  headers: Record<string, string | undefined>;
  requestId: string;
  /** The caller's own network address (caller-address.ts), not CloudFront's. */
  callerAddress: string;
}

/**
 * What a route's handler produces: its answer (route-contract.ts), as a plain body or with its
 * status; a 304 to a conditional request has none.
 */
type Produced<R extends RouteDef> = Unsaid<AnswerOf<R>> | Reply<Unsaid<AnswerOf<R>> | null>;

/** A handler may return a plain body (200) or say the status itself. */
export interface Reply<Body = unknown> {
  status: number;
  body: Body;
  headers?: Record<string, string>;
}
export const reply = <Body>(
  status: number,
  body: Body,
  headers?: Record<string, string>,
): Reply<Body> => ({ status, body, headers });
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

/** A document answer (route.ts `produces`): its text as it is, never kept by a shared cache. */
const document = (
  type: string,
  body: string,
  headers: Record<string, string> = {},
): HttpResult => ({
  statusCode: 200,
  headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', ...headers },
  body,
});

const headerOf = (event: HttpEvent) => event.headers?.['accept-language'];

/**
 * The caller. Claims come from API Gateway's JWT authorizer on the routes that have it, and
 * from the caller's own optional token on public routes that personalise (no authorizer there,
 * so no claims: optional-sign-in.ts). Any other public route serves everyone alike. `session`
 * is the check of a signed-in caller's session, started here and awaited by the caller.
 */
async function authorize(
  route: RouteDef,
  event: HttpEvent,
): Promise<{ actor: Actor; session: Promise<void> }> {
  const claims = route.personalises
    ? ((await optionalSignIn(event.headers)) as Claims | undefined)
    : event.requestContext.authorizer?.jwt?.claims;
  const actor = actorFromClaims(claims);
  if (actor === 'wrong-token') throw unauthenticated('This kind of token is not accepted');
  if (actor.kind === 'anonymous') {
    if (route.access === 'public') return { actor, session: Promise.resolve() };
    throw unauthenticated();
  }
  const roles = allowedRoles(route.access);
  if (roles && !roles.some((role) => actor.groups.includes(role))) throw forbidden();
  return { actor, session: sessionCheck(actor.uid, signedInAt(claims)) };
}

/**
 * A suspension, a change of roles or password, or a deleted account takes effect on the next
 * request, even with a still-valid token, and on a public route that personalises too: one small
 * strongly consistent GetItem of the user's session fence (docs/decisions/accounts-and-sessions.md,
 * "Sessions end when roles, password or account change"). It runs beside the route's own reads;
 * nothing is written or answered before it passes (ports/write-gate.ts, `checked`).
 */
async function sessionCheck(uid: string, signedIn: number): Promise<void> {
  const state = await sessionState(uid, signedIn);
  if (state === 'suspended') throw forbidden(suspendedMessage);
  if (state === 'ended') throw unauthenticated(sessionEnded);
}

/**
 * `work`'s outcome once `checks` have passed, which it runs beside (its writes wait for them:
 * ports/write-gate.ts); a failed check is the answer whatever `work` did.
 */
async function checked<T>(checks: Promise<unknown>, work: () => Promise<T>): Promise<T> {
  const [passed, done] = await Promise.allSettled([checks, writesAfter(checks, work)]);
  if (passed.status === 'rejected') throw passed.reason;
  if (done.status === 'rejected') throw done.reason;
  return done.value;
}

/**
 * The route's rate limits, if any: one conditional write each (rate-limiter.ts), counted by the
 * kind's `per`: the body's e-mail, the network client (caller-address.ts `clientOf`), or the
 * signed-in user (an anonymous caller counts as their client).
 */
async function limitRate(route: RouteDef, actor: Actor, body: unknown, address: string) {
  const kinds = rateLimitsOf(route);
  if (!kinds.length) return;
  const email = (body as { email?: unknown } | undefined)?.email;
  const client = `ip:${clientOf(address)}`;
  const subjectOf = (kind: RateLimitKind) => {
    const per = rateLimits[kind].per;
    if (per === 'email' && typeof email === 'string') return email;
    if (per === 'client') return client;
    return actor.kind === 'user' ? actor.uid : client;
  };
  await rateLimiter.consumeAll(kinds.map((kind) => ({ kind, subject: subjectOf(kind) })));
}

/**
 * An error as the caller sees it, in their language (Accept-Language): the message and any
 * field messages translated here, at the edge; `code` stays the same in every language.
 */
function errorResult(error: unknown, requestId: string, locale: Locale): HttpResult {
  const say = (message: Message) => sayIn(locale, message);
  const language = { 'content-language': locale };
  // A cursor of the right shape forged to point elsewhere: DynamoDB refuses it, the caller's 400.
  if (isRefusedStartKey(error)) return errorResult(invalid(stalePageMessage), requestId, locale);
  if (error instanceof RateLimited) {
    const retryAfter = { ...language, 'retry-after': String(error.retryAfterSeconds) };
    return json(error.status, { code: error.code, message: say(error.said.message) }, retryAfter);
  }
  if (error instanceof DomainError) {
    const { message, fields } = error.said;
    const saidFields =
      fields &&
      Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)]));
    return json(
      error.status,
      { code: error.code, message: say(message), fields: saidFields },
      language,
    );
  }
  // A write held because a check failed: that check's refusal replaces this answer (`checked`).
  if (isHeldByChecks(error)) return json(503, { code: 'unavailable' }, language);
  // A dependency down, slow or throttling after the SDK's bounded retries: 503, not a bug.
  if (isDependencyFailure(error)) {
    const { code, said } = unavailable();
    return json(503, { code, message: say(said.message) }, language);
  }
  // Not safe to show: log it (the request id is on every line) and answer generically.
  logger.error('Unhandled error', { error: error as Error });
  return json(500, { code: 'internal', message: say(internalMessage), requestId }, language);
}

/**
 * A successful answer's `message` ("Job deleted", or words with values) in the caller's
 * language, as refusals are; any other body goes out as it is.
 */
function withMessageSaid(body: unknown, locale: Locale): unknown {
  if (typeof body !== 'object' || body === null || !('message' in body)) return body;
  const { message } = body;
  if (!isMessage(message)) return body;
  // Kept apart: test/support/api-messages.ts reads a returned `message:` as a new message.
  const said = { message: sayIn(locale, message) };
  return { ...body, ...said };
}

/**
 * Answers by the request deadline (503) even when a dependency hangs (ports/aws-clients.ts),
 * which the function's remaining time sets (unavailable.ts `requestDeadline`), compressed as the
 * client's Accept-Encoding allows (compression.ts: neither API Gateway nor CloudFront compresses
 * /api/* answers). First of all, a request that did not come through CloudFront is refused
 * (origin-check.ts).
 */
const byDeadline =
  (answer: (event: HttpEvent) => Promise<HttpResult>) =>
  async (event: HttpEvent, context?: Context): Promise<HttpResult> =>
    compressResult(
      await withinDeadline(cloudFrontOnly(answer)(event), requestDeadline(context)).catch(
        (error: unknown) =>
          errorResult(error, event.requestContext.requestId, callerLocale(headerOf(event))),
      ),
      event.headers?.['accept-encoding'],
    );

/**
 * Every HTTP handler is made by this: authorize from the token's groups, parse the input with
 * the route's zod schemas (strict), run the domain, and map errors to the spec's codes. In AWS
 * its work is one X-Ray subsegment annotated with the route key (ports/tracing.ts).
 */
export function httpHandler<R extends RouteDef>(
  route: R,
  run: (request: Request<R>) => Promise<Produced<R>>,
) {
  return middy<HttpEvent, HttpResult>()
    .use(traceInvocation('route', routeKey(route)))
    .use(logContext('requestContext.requestId'))
    .handler(
      byDeadline(async (event) => {
        const requestId = event.requestContext.requestId;
        const locale = callerLocale(headerOf(event));
        const address = callerAddress(event);
        // On every line this request logs: API Gateway's access log only sees CloudFront.
        logger.appendKeys({ callerAddress: address });
        // An error becomes the answer the caller sees (and, for a keyed request, a refusal
        // that keeps nothing: keyed-requests.ts reads the status).
        const answered = (work: () => Promise<HttpResult>) =>
          work().catch((error: unknown) => errorResult(error, requestId, locale));
        // The session check may join the route's first batch read (route.ts `readsTogether`).
        const joinable = route.readsTogether ? withJoinableReads : <T>(work: () => T) => work();
        return joinable(() =>
          answered(async () => {
            const { actor, session } = await authorize(route, event);
            return checked(session, async () => {
              const input = parseInput(route, event);
              // A form kept offline and sent again gets its first answer (keyed-requests.ts).
              return oncePerKey(route, actor, event, () =>
                answered(async () => {
                  // Counted beside the route's reads; the route writes nothing until they pass.
                  const limited = beforeWrites(() => limitRate(route, actor, input.body, address));
                  const result = await checked(limited, () =>
                    run({
                      ...(input as Pick<Request<R>, 'body' | 'query' | 'params'>),
                      actor: actor as ActorOf<R>,
                      headers: event.headers ?? {},
                      requestId,
                      callerAddress: address,
                    }),
                  );
                  const { status, body, headers } = isReply(result)
                    ? result
                    : { status: 200, body: result, headers: undefined };
                  // Only a success may be kept (route.ts `cache`); a refusal is never shared.
                  if (route.produces && status === 200)
                    return document(route.produces, String(body), headers);
                  const kept: Record<string, string> =
                    status === 200 ? { 'cache-control': cacheControlOf(route.cache) } : {};
                  return json(status, withMessageSaid(body, locale), { ...kept, ...headers });
                }),
              );
            });
          }),
        );
      }),
    );
}

export { invalid };

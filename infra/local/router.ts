import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { dispatcher, type RouteHandler } from '../../lambdas/http/dispatch.js';
import { functionOfRoute, type HttpFunction } from '../../lambdas/http/functions.js';
import { httpFunctionEntry } from '../constructs/function-entries.js';
import { currentOriginSecret, originHeader } from '../../lambdas/http/origin-check.js';
import { hasAuthorizer, routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { viewerCountryHeader } from '../../lambdas/http/viewer-country.js';
import type { HttpEvent } from '../../lambdas/http/http-event.js';
import { pathMatcher, toApiEvent } from './api-event.js';
import { edgeCache, sharedRequest, type EdgeAnswer } from './edge-cache.js';
import { BodyTooLarge, answering, closeServer, listen, readBody, sendJson } from './http-util.js';
import { tokenVerifier, type TokenSettings } from '../../lambdas/http/token-verifier.js';
import { mailViewer } from './mail-viewer.js';
import { securityHeaders } from './security-headers.js';
import { recordedMetrics } from '../../lambdas/ports/metrics.js';
import type { BenchControl } from './bench-control.js';
import type { Play } from './played-functions.js';
import type { LocalQueues } from './queues.js';
import type { LocalStreams } from './streams.js';
import type { LocalSms } from './sms.js';
import { smsViewer } from './sms-viewer.js';
import { spaStatic } from './spa-static.js';

export interface RouterOptions {
  port: number;
  /** The address it listens on: loopback unless the person starting it asks otherwise. */
  host: string;
  /** Runs a route's handler as the function that serves it in AWS (played-functions.ts). */
  play: Play;
  webRoot: string;
  sesEndpoint: string;
  /** The SMS stand-in, whose sent texts /local/sms shows. */
  sms: LocalSms;
  /**
   * The local SQS stand-in: /local/queues.json counts each queue's deliveries, and
   * /local/queues/{name}/idle answers once that queue has nothing left to deliver.
   */
  queues: Pick<LocalQueues, 'stats' | 'idle'>;
  /** The table stream's local poller: /local/deliveries waits until it has delivered all. */
  deliveries: Pick<LocalStreams, 'idle' | 'stats'>;
  /** Origins the browser talks to besides this one (cognito-local, s3rver), for the CSP. */
  origins: { cognito: string; uploads: string };
  auth: TokenSettings;
  /** The country CloudFront would locate each visit in (stack.ts `viewerCountry`). */
  viewerCountry?: string;
  /** false: no edge cache of shared answers (stack.ts `edgeCache`); kept as CloudFront does. */
  edgeCache?: boolean;
  /** Bench mode only: /local/bench/* (bench-control.ts). */
  bench?: BenchControl;
}

/**
 * The local stand-in for API Gateway + CloudFront: routes /api by the same route table and
 * verifies the same JWTs, serves the SPA on the same origin, and (locally only) the sent mail
 * and texts.
 */
export async function startRouter(options: RouterOptions) {
  const verify = tokenVerifier(options.auth);
  const serveSpa = spaStatic(options.webRoot, (inlineStyles) =>
    securityHeaders(options.origins, inlineStyles),
  );
  const mail = mailViewer(options.sesEndpoint);
  const texts = smsViewer(options.sms);
  const functions = new Map<string, Promise<RouteHandler>>();
  // CloudFront's cache of the answers that are the same for everyone, unless asked to go without.
  const sharedAnswers = options.edgeCache === false ? undefined : edgeCache();
  // Compiled once: every request is matched against every route. Like API Gateway, a literal
  // segment wins over a parameter (/api/inbox/unread before /api/inbox/{id}).
  const params = (route: RouteDef) => route.path.split('{').length;
  const matchers = [...routeList]
    .sort((a, b) => params(a) - params(b))
    .map((route) => ({ route, match: pathMatcher(route.path) }));
  // The route's function, as in AWS: its dispatcher over its routes' handlers (imported here
  // on its first request, statically in the bundle: infra/constructs/function-entries.ts).
  const load = (route: RouteDef) => {
    const fn = functionOfRoute(route);
    let handler = functions.get(fn.name);
    if (!handler) {
      handler = dispatcherOf(fn);
      functions.set(fn.name, handler);
    }
    return { fn, handler };
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const candidates = matchers
      .map(({ route, match }) => ({ route, params: match(url.pathname) }))
      .filter((c) => c.params);
    const found = candidates.find((c) => c.route.method === req.method);
    if (!found) {
      return sendJson(res, candidates.length ? 405 : 404, {
        code: 'not-found',
        message: candidates.length ? 'Method not allowed' : 'No such API route',
      });
    }
    // As API Gateway does: only a route with the JWT authorizer has its token checked, answers
    // 401 before the function runs without a valid one, and gets the claims. A public route
    // gets none, whatever the caller sends (one that personalises checks the token itself).
    const guarded = hasAuthorizer(found.route);
    const claims = guarded ? await verify(req.headers.authorization) : undefined;
    if (guarded && !claims) {
      return sendJson(res, 401, { code: 'unauthenticated', message: 'Unauthorized' });
    }
    const body = await readBody(req);
    const event = toApiEvent(req, found.route, url, found.params!, body, claims);
    // As CloudFront's origin request policy on /api/* does (infra/web.ts): its own viewer
    // country, never one the caller sent (none for a visit it cannot locate).
    delete event.headers[viewerCountryHeader];
    if (options.viewerCountry) event.headers[viewerCountryHeader] = options.viewerCountry;
    // As CloudFront does on the /api/* origin (infra/web.ts), whatever the caller sent.
    event.headers[originHeader] = await currentOriginSecret();
    // An answer the same for everyone comes from the edge's cache, as CloudFront's behaviour
    // for it does (infra/web-shared-answers.ts): only its cache key reaches the function.
    if (sharedAnswers && found.route.cache && req.method === 'GET') {
      const shared = sharedRequest(found.route, url, event.headers as Record<string, string>);
      event.headers = shared.headers;
      return send(res, await sharedAnswers.answer(shared.key, () => invoke(found.route, event)));
    }
    send(res, await invoke(found.route, event));
  }

  /** Runs the route's function on the event, as API Gateway would, and answers as it does. */
  async function invoke(route: RouteDef, event: HttpEvent): Promise<EdgeAnswer> {
    const { fn, handler } = load(route);
    const run = await handler;
    // The route is the unit its AWS calls are recorded under (test mode only).
    const result = await options.play(
      httpFunctionEntry(fn),
      routeKey(route),
      () => run(event, invocationContext(fn)),
      (answer) => (answer.statusCode ?? 200) < 400,
    );
    // As API Gateway does: a base64 body (a compressed answer) goes out as its bytes.
    const body = result.isBase64Encoded
      ? Buffer.from(result.body ?? '', 'base64')
      : Buffer.from(result.body ?? '', 'utf8');
    return {
      status: result.statusCode ?? 200,
      headers: (result.headers ?? {}) as Record<string, string>,
      body,
    };
  }

  /** Answers once the queue is idle: 200, or 404 for no such queue. */
  async function queueIdle(res: ServerResponse, name: string) {
    if (!(name in options.queues.stats())) return sendJson(res, 404, { message: 'No such queue' });
    await options.queues.idle(name);
    sendJson(res, 200, { idle: name });
  }

  // The app is served while `npm start` still loads the demo data (bin/local.ts): until then
  // health says so, so nobody polling it signs in to an account that is not there yet.
  let loadingDemoData = true;
  const deliveriesIdle = async (res: ServerResponse) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), DELIVERIES_WAIT_MS);
    });
    const outcome = await Promise.race([
      options.deliveries.idle().then(() => 'idle' as const),
      late,
    ]);
    clearTimeout(timer);
    sendJson(res, outcome === 'idle' ? 200 : 503, { ...options.deliveries.stats(), outcome });
  };
  const server = createServer(
    answering(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://local');
      try {
        if (loadingDemoData && url.pathname === '/api/health') return sendStarting(res);
        if (url.pathname.startsWith('/api/')) return await api(req, res, url);
        if (url.pathname === '/local/mail') return await mail.html(res);
        if (url.pathname === '/local/mail.json') return await mail.json(res);
        if (url.pathname === '/local/sms') return texts.html(res);
        if (url.pathname === '/local/sms.json') return texts.json(res);
        if (url.pathname === '/local/sms/reply') return await texts.reply(req, res);
        // The business metrics this runtime counted (lambdas/ports/metrics.ts), and the queue's work.
        if (url.pathname === '/local/metrics.json') return sendJson(res, 200, recordedMetrics());
        if (url.pathname === '/local/queues.json')
          return sendJson(res, 200, options.queues.stats());
        const idleQueue = /^\/local\/queues\/([\w-]+)\/idle$/.exec(url.pathname)?.[1];
        if (idleQueue) return await queueIdle(res, idleQueue);
        if (options.bench && url.pathname.startsWith('/local/bench/'))
          return await options.bench(req, res, url);
        // Answers once what was written so far has been e-mailed and texted (tests read the
        // mail and texts after it); 503 if that takes longer than a test should wait.
        if (url.pathname === '/local/deliveries/idle') return await deliveriesIdle(res);
        if (req.method !== 'GET' && req.method !== 'HEAD')
          return sendJson(res, 405, { message: 'Method not allowed' });
        serveSpa(req, res);
      } catch (error) {
        if (error instanceof BodyTooLarge)
          return sendJson(res, 413, {
            code: 'invalid-argument',
            message: 'The request is too large',
          });
        console.error('router error', error);
        if (!res.headersSent)
          sendJson(res, 500, {
            code: 'internal',
            message: 'Something went wrong. Please try again.',
          });
      }
    }),
  );
  server.keepAliveTimeout = 5000;
  const port = await listen(server, options.port, options.host);
  return {
    url: `http://localhost:${port}`,
    port,
    /** The demo data is in: health answers as the probes say from now on. */
    ready: () => {
      loadingDemoData = false;
    },
    stop: () => closeServer(server),
  };
}

/** Writes an answer out, its length said unless it is a 304 (which has no body). */
function send(res: ServerResponse, { status, headers, body }: EdgeAnswer) {
  res.writeHead(status, {
    ...headers,
    ...(status === 304 ? {} : { 'content-length': String(body.length) }),
  });
  res.end(body);
}
/** The longest /local/deliveries/idle waits for the stream's consumer to catch up. */
const DELIVERIES_WAIT_MS = 30_000;

/** Health while the demo data loads: unavailable for a moment, as a starting service is. */
function sendStarting(res: ServerResponse) {
  res.setHeader('retry-after', '2');
  sendJson(res, 503, { status: 'starting', message: 'The demo data is still loading' });
}

/** A function's dispatcher, its routes' handlers imported from source. */
async function dispatcherOf(fn: HttpFunction): Promise<RouteHandler> {
  const handlers = await Promise.all(
    fn.routes.map(async (route) => {
      const module = (await import(`../../lambdas/http/handlers/${route.handler}.ts`)) as {
        handler: RouteHandler;
      };
      return [routeKey(route), module.handler] as const;
    }),
  );
  return dispatcher(Object.fromEntries(handlers));
}

/** What Lambda's context tells a handler of its time: the function's timeout from now. */
function invocationContext(fn: HttpFunction) {
  const endsAt = Date.now() + fn.profile.timeoutSeconds * 1000;
  return { getRemainingTimeInMillis: () => endsAt - Date.now() } as Context;
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { HttpEvent, HttpResult } from '../../lambdas/http/http-handler.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { runAsUnit } from '../../lambdas/ports/call-log.js';
import { pathMatcher, toApiEvent } from './api-event.js';
import { BodyTooLarge, closeServer, listen, readBody, sendJson } from './http-util.js';
import { tokenVerifier } from './jwt.js';
import { mailViewer } from './mail-viewer.js';
import { securityHeaders } from './security-headers.js';
import type { LocalSms } from './sms.js';
import { smsViewer } from './sms-viewer.js';
import { spaStatic } from './spa-static.js';

type Handler = (event: HttpEvent, context: unknown) => Promise<HttpResult>;

export interface RouterOptions {
  port: number;
  webRoot: string;
  sesEndpoint: string;
  /** The SMS stand-in, whose sent texts /local/sms shows. */
  sms: LocalSms;
  /** Origins the browser talks to besides this one (cognito-local, s3rver), for the CSP. */
  origins: { cognito: string; uploads: string };
  auth: { issuer: string; jwksUrl: string; clientId: string };
}

/**
 * The local stand-in for API Gateway + CloudFront: routes /api by the same route table and
 * verifies the same JWTs, serves the SPA on the same origin, and (locally only) the sent mail
 * and texts.
 */
export async function startRouter(options: RouterOptions) {
  const verify = tokenVerifier(options.auth);
  const serveSpa = spaStatic(options.webRoot, securityHeaders(options.origins));
  const mail = mailViewer(options.sesEndpoint);
  const texts = smsViewer(options.sms);
  const handlers = new Map<string, Promise<Handler>>();
  // Compiled once: every request is matched against every route. Like API Gateway, a literal
  // segment wins over a parameter (/api/inbox/unread before /api/inbox/{id}).
  const params = (route: RouteDef) => route.path.split('{').length;
  const matchers = [...routeList]
    .sort((a, b) => params(a) - params(b))
    .map((route) => ({ route, match: pathMatcher(route.path) }));
  const load = (route: RouteDef) => {
    let handler = handlers.get(route.handler);
    if (!handler) {
      handler = import(`../../lambdas/http/handlers/${route.handler}.ts`).then(
        (m) => m.handler as Handler,
      );
      handlers.set(route.handler, handler);
    }
    return handler;
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
    const claims = await verify(req.headers.authorization);
    // API Gateway's authorizer answers 401 before the function runs on non-public routes.
    if (found.route.access !== 'public' && !claims) {
      return sendJson(res, 401, { code: 'unauthenticated', message: 'Unauthorized' });
    }
    const body = await readBody(req);
    const event = toApiEvent(req, found.route, url, found.params!, body, claims);
    const handler = await load(found.route);
    // The route is the unit its AWS calls are recorded under (test mode only).
    const result = await runAsUnit(
      routeKey(found.route),
      () => handler(event, {}),
      (answer) => (answer.statusCode ?? 200) < 400,
    );
    // As API Gateway does: a base64 body (a compressed answer) goes out as its bytes.
    const bytes = result.isBase64Encoded
      ? Buffer.from(result.body ?? '', 'base64')
      : Buffer.from(result.body ?? '', 'utf8');
    const status = result.statusCode ?? 200;
    res.writeHead(status, {
      ...(result.headers as Record<string, string>),
      ...(status === 304 ? {} : { 'content-length': String(bytes.length) }),
    });
    res.end(bytes);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    try {
      if (url.pathname.startsWith('/api/')) return await api(req, res, url);
      if (url.pathname === '/local/mail') return await mail.html(res);
      if (url.pathname === '/local/mail.json') return await mail.json(res);
      if (url.pathname === '/local/sms') return texts.html(res);
      if (url.pathname === '/local/sms.json') return texts.json(res);
      if (url.pathname === '/local/sms/reply') return await texts.reply(req, res);
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
  });
  server.keepAliveTimeout = 5000;
  const port = await listen(server, options.port, '0.0.0.0');
  return { url: `http://localhost:${port}`, port, stop: () => closeServer(server) };
}

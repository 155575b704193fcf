import { request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers that belong to one HTTP/1.1 connection; HTTP/2 forbids them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

const forwardable = (headers: NodeJS.Dict<string | string[]>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name),
    ),
  ) as Record<string, string | string[]>;

/**
 * HTTP/2 over TLS in front of the local stack, for the Lighthouse runs: CloudFront serves the
 * SPA and the API over HTTP/2 (infra/web.ts), while the local router speaks HTTP/1.1, six
 * connections at a time, each opened on its own. Lighthouse's simulated slow 4G charges every
 * one of those, so the pages measured without this front are measured as no visitor of the
 * deployed product receives them. The certificate is self-signed, made at start; the browser is
 * told to accept it (lighthouse.ts).
 */
/**
 * The floor page (FLOOR_PATH): one line of text and nothing else, answered by the front itself.
 * No page can paint sooner over the same network, browser and simulation, so Lighthouse's
 * figures for it, taken in the same run, are what the stand-in allows at best (lighthouse.ts).
 */
export const FLOOR_PATH = '/__floor';
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width,initial-scale=1"><title>Floor</title>' +
  '<meta name="description" content="The floor page"></head><body><p>Floor</p></body></html>';

export async function startHttp2Front(target: string) {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    if (req.url === FLOOR_PATH) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      return res.end(FLOOR_PAGE);
    }
    const upstream = request(
      new URL(req.url, target),
      { method: req.method, headers: forwardable(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = createSecureServer({ key: pems.private, cert: pems.cert }, forward);
  // A browser keeps its session open; closing waits for none.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () => {
      for (const session of sessions) session.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

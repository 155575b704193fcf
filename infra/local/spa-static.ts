import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineStyleSources } from '../inline-styles.js';
import { cacheControlOf, spaRoutingCode } from '../spa-routing.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt']);

type Encoded = { raw: Buffer; br?: Buffer; gzip?: Buffer };

/** Brotli when the browser takes it, else gzip, else the file as it is (as CloudFront does). */
function pick(body: Encoded, acceptEncoding: string) {
  if (body.br && /\bbr\b/.test(acceptEncoding)) return { encoding: 'br', bytes: body.br };
  if (body.gzip && /\bgzip\b/.test(acceptEncoding)) return { encoding: 'gzip', bytes: body.gzip };
  return { encoding: undefined, bytes: body.raw };
}

/** What the CloudFront function of the SPA behaviour gives back: a request or a response. */
type Routed =
  | { uri: string; statusCode?: undefined }
  | {
      statusCode: number;
      headers: Record<string, { value: string }>;
      body: { encoding: 'text'; data: string };
    };

/**
 * Serves the built SPA like the CloudFront distribution does, by running the distribution's own
 * viewer-request function (infra/spa-routing.ts): a landing page's prerendered copy or app.html
 * for a client-side route, the file itself for an asset, the service worker, the manifest or an
 * icon, a 404 page for any other file. Each file goes with the Cache-Control it has in the SPA
 * bucket (hashed assets a year, everything else asked again), brotli or gzip for text.
 * `headersFor` gives the distribution's response headers for the build's inline CSS hashes; they
 * are read once the build is there (the server may start before it, and, like the files below,
 * a build is not reread while the server runs).
 */
export function spaStatic(
  root: string,
  headersFor: (inlineStyles: readonly string[]) => Record<string, string>,
) {
  let built: Record<string, string> | undefined;
  const route = runInNewContext(`${spaRoutingCode()}; handler`) as (event: {
    request: { uri: string };
  }) => Routed;
  const cache = new Map<string, Encoded>();
  const load = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const raw = readFileSync(file);
      const text = compressible.has(extname(file));
      hit = {
        raw,
        br: text
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : undefined,
        gzip: text ? gzipSync(raw, { level: 9 }) : undefined,
      };
      cache.set(file, hit);
    }
    return hit;
  };
  /** The object at `uri` in the bucket, if there is one. */
  const objectAt = (uri: string) => {
    try {
      const file = join(root, normalize(decodeURIComponent(uri)).replace(/^([/\\])+/, ''));
      if (!file.startsWith(root + sep)) return undefined;
      return existsSync(file) && statSync(file).isFile() ? file : undefined;
    } catch {
      return undefined;
    }
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    if (!existsSync(join(root, 'index.html'))) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('The web app is not built. Run: npx vite build web');
    }
    const headers = (built ??= headersFor(inlineStyleSources(root)));
    const routed = route({ request: { uri: new URL(req.url ?? '/', 'http://local').pathname } });
    if (routed.statusCode !== undefined) {
      const answer: Record<string, string> = { ...headers };
      for (const [name, { value }] of Object.entries(routed.headers)) answer[name] = value;
      res.writeHead(routed.statusCode, answer);
      return res.end(req.method === 'HEAD' ? undefined : routed.body.data);
    }
    const file = objectAt(routed.uri);
    if (!file) {
      // The bucket has no such object: S3 answers 404 to CloudFront, which may list the bucket.
      res.writeHead(404, { ...headers, 'content-type': 'text/plain', 'cache-control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : 'Not found');
    }
    const { encoding, bytes } = pick(load(file), String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      ...headers,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControlOf(routed.uri),
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/**
 * Serves the built SPA like the CloudFront distribution does: files as they are (hashed assets
 * cached for a year, brotli or gzip for text), a landing page's own copy of index.html where the
 * build wrote one (find_job/all/index.html: it preloads that page's chunks, see
 * web/vite.config.ts), and app.html (index.html in older builds) for any other path that is not
 * a file.
 */
export function spaStatic(root: string, headers: Record<string, string>) {
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
  const resolveFile = (urlPath: string) => {
    const path = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
    const file = join(root, path);
    if (!file.startsWith(root + sep) && file !== root) return undefined;
    if (!existsSync(file)) return undefined;
    if (statSync(file).isFile()) return file;
    const page = join(file, 'index.html');
    return existsSync(page) ? page : undefined;
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const urlPath = new URL(req.url ?? '/', 'http://local').pathname;
    let file: string | undefined;
    try {
      file = resolveFile(urlPath);
    } catch {
      file = undefined;
    }
    const isAsset = Boolean(file && urlPath.startsWith('/assets/'));
    file ??= existsSync(join(root, 'app.html')) ? join(root, 'app.html') : join(root, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('The web app is not built. Run: npx vite build web');
    }
    const { encoding, bytes } = pick(load(file), String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      ...headers,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}

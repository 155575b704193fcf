import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/**
 * Serves the built SPA like the CloudFront distribution does: files as they are (hashed assets
 * cached for a year, gzip for text), and index.html for any path that is not a file.
 */
export function spaStatic(root: string, headers: Record<string, string>) {
  const cache = new Map<string, { raw: Buffer; gzip?: Buffer }>();
  const load = (file: string) => {
    let hit = cache.get(file);
    if (!hit) {
      const raw = readFileSync(file);
      hit = {
        raw,
        gzip: compressible.has(extname(file)) ? gzipSync(raw, { level: 9 }) : undefined,
      };
      cache.set(file, hit);
    }
    return hit;
  };
  const resolveFile = (urlPath: string) => {
    const path = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
    const file = join(root, path);
    if (!file.startsWith(root + sep) && file !== root) return undefined;
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
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
    file ??= join(root, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return res.end('The web app is not built. Run: npx vite build web');
    }
    const body = load(file);
    const gzip = body.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      ...headers,
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : gzip ? body.gzip : body.raw);
  };
}

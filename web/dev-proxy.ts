import type { ProxyOptions } from 'vite';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev server's proxy (`npm run dev`, web/vite.config.ts): the API on the SPA's own origin,
 * as CloudFront and `npm start` serve it, so the app calls `/api` the same way everywhere.
 * `target` is the address that serves /api: the local stack's, or a deployed stage's
 * (DEV_API_URL), which is reached under its own host name (CloudFront routes by it) and over
 * verified TLS. The local stack's sent-mail and text pages (/local) come along; a stage has none.
 */
export function devProxy(target: string): Record<string, ProxyOptions> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`The API's address must be http(s): ${target}`);
  if (url.pathname !== '/' || url.search)
    throw new Error(`Give the stage's address without a path (/api is added): ${target}`);
  const local = LOOPBACK.has(url.hostname);
  const api: ProxyOptions = { target: url.origin, changeOrigin: !local, secure: true };
  return local ? { '/api': api, '/local': api } : { '/api': api };
}

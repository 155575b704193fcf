import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { landingPages } from '../lambdas/core/reference/screens.js';
import { projectPath } from './project-paths.js';

/**
 * How the SPA's files are served, once for CloudFront (web.ts: a viewer-request function and
 * the Cache-Control of the deployed objects) and for the local server (local/spa-static.ts,
 * which runs the same function code), so both answer a path alike.
 */

/** Hashed build output (`assets/[hash].js`): a new build never reuses an address. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** HTML, the service worker, the manifest and icons: asked again on every use (ETag). */
export const revalidateCache = 'no-cache';
export const cacheControlOf = (path: string): string =>
  path.startsWith('/assets/') ? immutableCache : revalidateCache;

const ownPages = landingPages.filter(({ path }) => path !== '/').map(({ path }) => path);

/** Files the build writes at stable addresses beside /assets/ (web/vite.config.ts). */
const builtFiles = [
  '/index.html',
  '/app.html',
  ...ownPages.map((page) => `${page}/index.html`),
  '/service-worker.js',
];

/** Every file of web/public (copied as they are to the build's root), as URL paths. */
export function publicFiles(root = projectPath('web/public')): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

/** The page a missing file gets: a real 404, never the app's HTML or S3's XML. */
export const notFoundPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Not found</title><body><h1>Page not found</h1><p>There is nothing at this address.</p><p><a href="/">Go to the home page</a></p></body></html>';

/**
 * The CloudFront Function (cloudfront-js-2.0) of the SPA behaviour, at viewer request:
 * - a client-side route (no file extension) gets its landing page's prerendered copy
 *   (web/vite.config.ts) or app.html;
 * - a hashed asset, a built page, the service worker or a file of web/public goes to S3;
 * - any other file answers 404 with `notFoundPage`: S3 would answer 403 with XML (CloudFront
 *   may not list the bucket), and error responses cannot be used because they would rewrite
 *   the API's own 403 and 404 answers too.
 * The list comes from the source tree, not from web/dist, so the function does not change
 * with each build and cannot reject a file a deploy is still uploading.
 */
export function spaRoutingCode(files: readonly string[] = [...builtFiles, ...publicFiles()]) {
  return `var pages = ${JSON.stringify(ownPages)};
var files = ${JSON.stringify(files)};
var notFound = ${JSON.stringify(notFoundPage)};
function handler(event) {
  var request = event.request;
  var path = request.uri.replace(/\\/+$/, '');
  var last = path.substring(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) {
    if (path.indexOf('/assets/') === 0 || files.indexOf(path) !== -1) return request;
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: {
        'content-type': { value: 'text/html; charset=utf-8' },
        'cache-control': { value: '${revalidateCache}' }
      },
      body: { encoding: 'text', data: notFound }
    };
  }
  if (path === '') request.uri = '/index.html';
  else if (pages.indexOf(path) !== -1) request.uri = path + '/index.html';
  else request.uri = '/app.html';
  return request;
}`;
}

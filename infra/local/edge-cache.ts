import { chooseEncoding } from '../../lambdas/http/compression.js';
import { originHeader } from '../../lambdas/http/origin-check.js';
import { SHARED_CACHE_MAX_SECONDS, type RouteDef } from '../../lambdas/http/route.js';
import { viewerCountryHeader } from '../../lambdas/http/viewer-country.js';

/** An answer as the router sends it: what the cache keeps and replays. */
export interface EdgeAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Kept {
  answer: EdgeAnswer;
  storedAt: number;
  freshSeconds: number;
  staleSeconds: number;
  refreshing?: Promise<unknown>;
}

/** A directive's seconds in a Cache-Control value, if it is there. */
const directive = (cacheControl: string, name: string): number | undefined => {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*=\\s*(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : undefined;
};

/**
 * Errors CloudFront keeps for its error-caching minimum TTL (10 s unless the distribution sets
 * one; this one sets none) even when the origin says no-store: every cached error code but 404,
 * 410, 414 and 501, which no-store keeps out.
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/custom-error-pages-expiration.html
 */
const ERRORS_KEPT = new Set([400, 403, 405, 500, 502, 503, 504]);
const ERROR_CACHING_SECONDS = 10;

/**
 * How long CloudFront keeps an answer under the shared-answers cache policy
 * (infra/web-shared-answers.ts: minimum and default TTL 0, maximum SHARED_CACHE_MAX_SECONDS):
 * a 200 for its s-maxage, capped, and nothing the origin marks no-store, no-cache or private;
 * an error as ERRORS_KEPT says.
 */
function keepFor(answer: EdgeAnswer): { fresh: number; stale: number } | undefined {
  if (ERRORS_KEPT.has(answer.status)) return { fresh: ERROR_CACHING_SECONDS, stale: 0 };
  const cacheControl = answer.headers['cache-control'] ?? '';
  if (answer.status !== 200 || /\b(no-store|no-cache|private)\b/i.test(cacheControl)) return;
  const sMaxAge = directive(cacheControl, 's-maxage') ?? directive(cacheControl, 'max-age');
  if (!sMaxAge) return;
  return {
    fresh: Math.min(sMaxAge, SHARED_CACHE_MAX_SECONDS),
    stale: directive(cacheControl, 'stale-while-revalidate') ?? 0,
  };
}

/**
 * What reaches the origin of a shared answer, and so what its cache key is: the path and query
 * string, the compression the client takes (normalised, as the cache policy's gzip and brotli
 * settings do), the viewer's country on a route that says so, and the origin secret CloudFront
 * adds. Nothing else the caller sent (a token, a cookie, a language) can change the answer.
 */
export function sharedRequest(route: RouteDef, url: URL, headers: Record<string, string>) {
  const encoding = chooseEncoding(headers['accept-encoding']);
  const country = route.cache?.byViewerCountry ? headers[viewerCountryHeader] : undefined;
  const forwarded: Record<string, string> = {
    ...(encoding ? { 'accept-encoding': encoding } : {}),
    ...(country ? { [viewerCountryHeader]: country } : {}),
  };
  if (headers[originHeader]) forwarded[originHeader] = headers[originHeader];
  const key = [url.pathname, url.search, encoding ?? '', country ?? ''].join('|');
  return { key, headers: forwarded };
}

/**
 * The local stand-in for CloudFront's cache of the routes whose answers are the same for everyone
 * (route.ts `cache`): keeps a 200 by its s-maxage (and some errors 10 s), serves it stale for its
 * stale-while-revalidate while one request refreshes it, and says what it did as CloudFront
 * does (`X-Cache`, `Age`). In memory, per router.
 */
export function edgeCache(now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  const ageOf = (entry: Kept) => Math.floor((now() - entry.storedAt) / 1000);
  const replay = (entry: Kept): EdgeAnswer => ({
    ...entry.answer,
    headers: {
      ...entry.answer.headers,
      age: String(ageOf(entry)),
      'x-cache': 'Hit from cloudfront',
    },
  });

  async function fetchAndKeep(key: string, origin: () => Promise<EdgeAnswer>) {
    const answer = await origin();
    const life = keepFor(answer);
    if (life)
      kept.set(key, {
        answer,
        storedAt: now(),
        freshSeconds: life.fresh,
        staleSeconds: life.stale,
      });
    return answer;
  }

  return {
    async answer(key: string, origin: () => Promise<EdgeAnswer>): Promise<EdgeAnswer> {
      const entry = kept.get(key);
      if (entry) {
        const age = (now() - entry.storedAt) / 1000;
        if (age < entry.freshSeconds) return replay(entry);
        if (age < entry.freshSeconds + entry.staleSeconds) {
          // One refresh at a time; whoever asks meanwhile gets the kept copy without waiting.
          entry.refreshing ??= fetchAndKeep(key, origin).catch(() => {
            entry.refreshing = undefined;
          });
          return replay(entry);
        }
        kept.delete(key);
      }
      const answer = await fetchAndKeep(key, origin);
      return { ...answer, headers: { ...answer.headers, 'x-cache': 'Miss from cloudfront' } };
    },
  };
}

/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  accountOf,
  API_ENTRIES,
  API_MAX_AGE_SECONDS,
  apiCacheFor,
  ASSET_ENTRIES,
  ASSET_MAX_AGE_SECONDS,
  ASSETS_CACHE,
  OWN_API_CACHE,
  PUBLIC_API_CACHE,
  SIGNED_OUT,
} from './cache-rules';
import { OFFLINE_COPY_HEADER } from './offline-copy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string }[] };

/** A strategy plugin (workbox-core's type, named through a package we depend on). */
type Plugin = NonNullable<
  NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']
>[number];

// A new build takes over at once: pages are network-first and hashed files never change, so an
// open page keeps working with the files it already has.
void self.skipWaiting();
self.addEventListener('activate', (event) => {
  // Navigation preload: the page's request starts while the worker itself is still starting.
  event.waitUntil(
    Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable()]),
  );
});
cleanupOutdatedCaches();

// The app shell (vite.config.ts chooses it): the pages' HTML, the entry, the CSS, the manifest
// and icons, the offline code. Everything else is cached on first use below. Matched only by
// their exact names: '/' and the landing pages' addresses go to the page route below
// (network first), not to a precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const expiration = (maxEntries: number, maxAgeSeconds: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

/**
 * Hashed build files never change: from the device once fetched, so a repeat visit downloads
 * no JavaScript.
 */
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [expiration(ASSET_ENTRIES, ASSET_MAX_AGE_SECONDS)],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'), assets);

/** Marks an answer read from the cache, so the page can say it is showing what was seen before. */
const markOfflineCopy: Plugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** One account's own answers are never served to another account signed in on the same phone. */
const perAccount: Plugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('account', accountOf(request.headers.get('authorization')) ?? 'none');
    return url.href;
  },
};

/**
 * Sign-outs seen (the page says so: SIGNED_OUT below). An answer of the account's own data that
 * was asked for before a sign-out and arrives after it must not stay: it would write back the
 * copy the sign-out just removed, for the next person on the phone to read offline.
 */
let signOuts = 0;
const forgottenAtSignOut: Plugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.signOutsAtRequest = signOuts;
    return request;
  },
  // After the write, not before it: a sign-out that lands while the copy is being written is
  // seen here, and the copy removed.
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    if (state?.signOutsAtRequest !== signOuts) await (await caches.open(cacheName)).delete(request);
  },
};

// Online, the answer always comes from the API (fresh data); offline, the last one seen.
const publicApi = new NetworkFirst({
  cacheName: PUBLIC_API_CACHE,
  plugins: [expiration(API_ENTRIES.public, API_MAX_AGE_SECONDS), markOfflineCopy],
});
const ownApi = new NetworkFirst({
  cacheName: OWN_API_CACHE,
  plugins: [
    perAccount,
    forgottenAtSignOut,
    expiration(API_ENTRIES.own, API_MAX_AGE_SECONDS),
    markOfflineCopy,
  ],
});
const cacheOf = (url: URL, request: Request) =>
  apiCacheFor(url.pathname, request.headers.has('authorization'), request.cache);
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && cacheOf(url, request) !== null,
  ({ url, request, event }) =>
    (cacheOf(url, request) === OWN_API_CACHE ? ownApi : publicApi).handle({ request, event }),
);

/** A landing page's own prerendered file (lambdas/core/reference/screens.ts), if this is one. */
const landingFile = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '');
  return path ? `${path}/index.html` : '/index.html';
};

// Pages: from the network (a new build's HTML at once); offline, a landing page's own
// prerendered copy, any other address the app shell. Never for the API or the local tools.
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        const copy =
          (await matchPrecache(landingFile(options.url.pathname))) ??
          (await matchPrecache('/app.html'));
        if (copy) return copy;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/local\//] },
  ),
);

/**
 * The page names the hashed files it loaded before this worker took control (the first
 * visit): they are cached now, from the browser's HTTP cache, so the next visit has them.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === SIGNED_OUT) {
    signOuts += 1;
    // The answers, and what the expiration plugin noted of them in IndexedDB (their addresses,
    // which name the account).
    const noted = new CacheExpiration(OWN_API_CACHE, {
      maxEntries: API_ENTRIES.own,
      maxAgeSeconds: API_MAX_AGE_SECONDS,
    });
    event.waitUntil(Promise.all([caches.delete(OWN_API_CACHE), noted.delete()]));
    return;
  }
  if (data?.type !== 'CACHE_ASSETS' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' &&
      new URL(url, self.location.href).origin === self.location.origin &&
      new URL(url, self.location.href).pathname.startsWith('/assets/'),
  );
  event.waitUntil(
    Promise.all(
      urls.map((url) => assets.handle({ request: new Request(url), event }).catch(() => null)),
    ),
  );
});

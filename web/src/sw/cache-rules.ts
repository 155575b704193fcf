/**
 * What the service worker keeps for offline use, shared by the worker (service-worker.ts) and
 * the page (sign-out clears the own-data cache). Pure, so unit tests read the same rules.
 */

/** Hashed build files (/assets/*): immutable, kept on first use. */
export const ASSETS_CACHE = 'assets';
/** Public answers: searches, job pages, the community, profiles (what anyone may read). */
export const PUBLIC_API_CACHE = 'api-public';
/** The signed-in person's own data: kept by account, cleared on sign-out. */
export const OWN_API_CACHE = 'api-own';
/** What the page tells the service worker on sign-out: own answers still on their way are not kept. */
export const SIGNED_OUT = 'SIGNED_OUT';

/** How many answers each API cache keeps (the last pages seen), and for how long. */
export const API_ENTRIES = { public: 60, own: 50 } as const;
export const API_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Hashed files: enough for the pages one person uses, in one language, over a few builds. */
export const ASSET_ENTRIES = 150;
export const ASSET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Public GETs worth showing again offline: search results, job lists and job pages, the
 * community's posts and comments, profiles and their reviews, and the client settings sign-in
 * reads (without them a signed-in person would look signed out).
 */
const publicReads = [
  /^\/api\/config$/,
  /^\/api\/caregivers$/,
  /^\/api\/caregivers\/featured$/,
  /^\/api\/jobs$/,
  /^\/api\/jobs\/[^/]+$/,
  /^\/api\/job-totals$/,
  /^\/api\/posts$/,
  /^\/api\/posts\/[^/]+$/,
  /^\/api\/posts\/[^/]+\/comments$/,
  /^\/api\/profiles\/[^/]+$/,
  /^\/api\/users\/[^/]+\/reviews$/,
];
/**
 * The caller's own data: the account (with its profile), the jobs and posts they wrote, their
 * conversations and in-app mail (not the unread counts, polled and answered 304).
 */
const ownReads = [
  /^\/api\/me$/,
  /^\/api\/my\/jobs$/,
  /^\/api\/my\/posts$/,
  /^\/api\/conversations$/,
  /^\/api\/conversations\/[^/]+$/,
  /^\/api\/inbox$/,
];

/**
 * The cache an API GET may be kept in, or null: every other answer (contacts, orders,
 * applications, admin screens, documents) is never written to the device. A public read sent
 * with the person's token is answered for them (whether they like a post): it is theirs, kept
 * by account and dropped on sign-out like their own data. A request the page marks 'no-store'
 * (the cache mode of a session that ends with the browser: lib/auth/session-only.ts) is kept
 * nowhere, as the mode says.
 */
export function apiCacheFor(
  pathname: string,
  withToken = false,
  cacheMode: RequestCache = 'default',
): typeof PUBLIC_API_CACHE | typeof OWN_API_CACHE | null {
  if (cacheMode === 'no-store') return null;
  if (ownReads.some((pattern) => pattern.test(pathname))) return OWN_API_CACHE;
  if (publicReads.some((pattern) => pattern.test(pathname)))
    return withToken ? OWN_API_CACHE : PUBLIC_API_CACHE;
  return null;
}

/**
 * The account a request is made for: the `sub` of its bearer ID token (not verified: it only
 * keeps one account's cached answers apart from another's; the API verifies every token).
 */
export function accountOf(authorization: string | null): string | null {
  const payload = authorization?.match(/^Bearer [^.]+\.([^.]+)\./)?.[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

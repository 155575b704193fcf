/**
 * What the service worker keeps for offline use, shared by the worker (service-worker.ts) and
 * the page (sign-out clears the own-data cache). Pure, so unit tests read the same rules.
 */

/** Hashed build files (/assets/*): immutable, kept on first use. */
export const ASSETS_CACHE = 'assets';
/** Public lists and pages: caregiver and job search results, job pages, job totals. */
export const PUBLIC_API_CACHE = 'api-public';
/** The signed-in person's own data: kept by account, cleared on sign-out. */
export const OWN_API_CACHE = 'api-own';

/** How many answers each API cache keeps (the last pages seen), and for how long. */
export const API_ENTRIES = { public: 30, own: 10 } as const;
export const API_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Hashed files: enough for the pages one person uses, in one language, over a few builds. */
export const ASSET_ENTRIES = 150;
export const ASSET_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Public GETs worth showing again offline: search results, job lists and job pages, and the
 * client settings sign-in reads (without them a signed-in person would look signed out).
 */
const publicReads = [
  /^\/api\/config$/,
  /^\/api\/caregivers$/,
  /^\/api\/caregivers\/featured$/,
  /^\/api\/jobs$/,
  /^\/api\/jobs\/[^/]+$/,
  /^\/api\/job-totals$/,
];
/** The caller's own data: the account (with its profile) and the jobs they posted. */
const ownReads = [/^\/api\/me$/, /^\/api\/my\/jobs$/];

/**
 * The cache an API GET may be kept in, or null: every other answer (messages, contacts,
 * orders, admin screens, documents) is never written to the device.
 */
export function apiCacheFor(
  pathname: string,
): typeof PUBLIC_API_CACHE | typeof OWN_API_CACHE | null {
  if (publicReads.some((pattern) => pattern.test(pathname))) return PUBLIC_API_CACHE;
  if (ownReads.some((pattern) => pattern.test(pathname))) return OWN_API_CACHE;
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

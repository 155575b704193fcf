/**
 * The search filters with their spec "unset" values (spec section 5), and the query of a page
 * of GET /api/caregivers. Free of imports, so the build (app/landing-pages.ts) can preload the
 * first page from the landing page's HTML at exactly the address the page then fetches.
 */
export const filterDefaults = {
  position: 'Any Position',
  level: 'Any Level',
  language: 'Any Language',
  country: 'Any Country',
  region: 'Any Region',
  town: 'Any Town',
  live_in_out: 'Either',
  full_part_time: 'Either',
  sex: 'Not specified',
} as const;
export type FilterName = keyof typeof filterDefaults;

/**
 * The minimum rating ('1'..'5'), sent only when chosen ('' is any rating): the default search,
 * and so the landing page's preloaded address, stays as it was.
 */
export const MIN_RATING = 'min_rating';
export const minRatings = ['1', '2', '3', '4', '5'] as const;
export const withMinRating = <F extends Record<string, string>>(filters: F, minRating: string) =>
  (minRatings as readonly string[]).includes(minRating)
    ? { ...filters, [MIN_RATING]: minRating }
    : filters;

/**
 * Childcarers or cooks only ('' is both), sent only when chosen, like the minimum rating (the
 * default search's address stays the one the landing page preloads).
 */
export const USER_TYPE = 'user_type';
export const caregiverKinds = ['childcarer', 'cook'] as const;
export const withKind = <F extends Record<string, string>>(filters: F, kind: string) =>
  (caregiverKinds as readonly string[]).includes(kind)
    ? { ...filters, [USER_TYPE]: kind }
    : filters;

/** The query of a page of GET /api/caregivers: the page and the landing page's preload list it alike. */
export const findCaregiversQuery = (filters: Record<string, string>, cursor?: string) => ({
  ...filters,
  cursor,
});

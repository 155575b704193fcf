/** The spec's selectable options (section 9), once. API and SPA both import these. */
export const languages = [
  'English',
  'French',
  'Portugese',
  'Swahili',
  'Arabic',
  'bemba',
  'kaonde',
  'lozi',
  'lunda',
  'luvale',
  'nyanja',
  'tonga',
] as const;

export const educationLevels = [
  'Junior secondary',
  'High school diploma',
  'College diploma',
  'College degree',
  'Post graduate',
] as const;

export const fullPartTimeOptions = ['Either', 'Full time', 'Part time'] as const;
export const liveInOutOptions = ['Either', 'Live in', 'Live out'] as const;
export const termOptions = ['Either', 'Permanent', 'Temporary'] as const;
export const durationOptions = [
  'Less than 6 months',
  'Between 6 months and 12 months',
  'More than 6 months',
] as const;
export const experienceOptions = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '10+',
] as const;
export const childAgeRanges = [
  'infant 0-11mos',
  'toddler 1-3yrs',
  'early school age 4-5yrs',
  'school age 6+yrs',
] as const;
export const sexOptions = ['Female', 'Male'] as const;

/**
 * A caregiver's salary until they write one (spec section 3: salary, default Competitive).
 * Stored as this key; the SPA shows it in the reader's language (web/src/ui/option-labels.ts).
 */
export const DEFAULT_SALARY = 'Competitive';

export const trafficSources = [
  'facebook',
  'x',
  'linkedin',
  'google',
  'tiktok',
  'instagram',
  'from_my_friend',
  'other',
] as const;
export type TrafficSource = (typeof trafficSources)[number];
/** How each traffic source reads in the registration form and the admin reports. */
export const trafficSourceLabels: Record<TrafficSource, string> = {
  facebook: 'Facebook',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  google: 'Google',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  from_my_friend: 'From a friend',
  other: 'Other',
};

/** Filter values that mean "no filter" (spec section 5). */
export const unsetFilterValues = [
  'Any Position',
  'Any Level',
  'Any Language',
  'Either',
  'Both',
  'Not specified',
  'Any Country',
  'Any Region',
  'Any Town',
  '',
] as const;

const unsetLowerCase = new Set(unsetFilterValues.map((value) => value.toLowerCase()));

/**
 * True for "no filter". Case and surrounding spaces do not matter: the find-a-job screen's
 * default reads "Any country" where the list says "Any Country".
 */
export const isUnsetFilter = (value: string | undefined | null): boolean =>
  value == null || unsetLowerCase.has(value.trim().toLowerCase());

/** A filter's value, or undefined when it is one of the "unset" values. */
export const filterValue = (value: string | undefined | null): string | undefined =>
  isUnsetFilter(value) ? undefined : value!.trim();

/** The search-card key that stands for "any position" or "any country". */
export const ANY = 'ANY';

export const PAGE_SIZE = 15;
/** Spec section 9: featured users, limit 15. */
export const FEATURED_LIMIT = 15;

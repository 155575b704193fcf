import { HOME_TIME_ZONE, dayInZone } from '../reference/time-zone.js';

const DAY = 86_400_000;
/**
 * A day in Zambia's time as 2026-01-31: the admin's counts per day follow the product's home
 * clock (UTC's day ends at 02:00 there). Lusaka keeps no summer time, so days are 24 hours.
 */
export const dayKey = (at: number) => dayInZone(HOME_TIME_ZONE, at);

/** The last 7 days in Zambia's time, oldest first (today last). */
export const lastWeekDays = (now: number) =>
  Array.from({ length: 7 }, (_, i) => dayKey(now - (6 - i) * DAY));

import { countryByName } from './countries.js';
import { TIME_ZONE_DATA } from './time-zone-data.js';
import { DEFAULT_LOCATION } from './zambia.js';

const zoneByCode = new Map(
  TIME_ZONE_DATA.trim()
    .split('\n')
    .map((line) => line.split(' ') as [code: string, zone: string]),
);

/** The product's home (Zambia): its days are the ones a country-less count or form uses. */
export const HOME_TIME_ZONE = zoneByCode.get(DEFAULT_LOCATION.code) ?? 'Africa/Lusaka';

/** A country's time zone, by the name profiles and jobs keep; Zambia's when unknown. */
export const timeZoneOf = (countryName?: string | null): string =>
  zoneByCode.get(countryByName(countryName)?.countryCode ?? '') ?? HOME_TIME_ZONE;

// Building a formatter is the slow part: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // An older browser may not know a renamed zone (Europe/Kyiv): its home's clock is closer
      // to the truth there than UTC's.
      return timeZone === HOME_TIME_ZONE ? clockFormatter('UTC') : clockFormatter(HOME_TIME_ZONE);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in a zone at an instant: { day: '2026-11-29', time: '14:00' }. */
export function clockInZone(timeZone: string, at: number) {
  const parts = Object.fromEntries(
    clockFormatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The calendar day (2026-01-31) it is at `at` in a time zone. */
export const dayInZone = (timeZone: string, at: number): string => clockInZone(timeZone, at).day;

/**
 * The calendar day it is in a country (by name; Zambia when none is given): a date a person
 * there calls "today", which UTC's is not between midnight and 02:00 in Lusaka.
 */
export const todayIn = (countryName?: string | null, now: number = Date.now()): string =>
  dayInZone(timeZoneOf(countryName), now);

/**
 * An instant as a person there reads it, the same in every language: "2026-11-29 14:00"
 * (texts and e-mails say it so; the SPA formats the instant in the reader's words).
 */
export function localTimeText(timeZone: string, at: number): string {
  const { day, time } = clockInZone(timeZone, at);
  return `${day} ${time}`;
}

/**
 * The instant a day and wall-clock time ('2026-11-29', '14:00') name in a zone: the UTC reading
 * moved by the zone's offset then, checked once more for a day the offset changes.
 */
export function instantInZone(timeZone: string, day: string, time: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const offsetAt = (at: number) => {
    const { day: shownDay, time: shownTime } = clockInZone(timeZone, at);
    const [sy, sm, sd] = shownDay.split('-').map(Number) as [number, number, number];
    const [sh, smi] = shownTime.split(':').map(Number) as [number, number];
    return Date.UTC(sy, sm - 1, sd, sh, smi) - at;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

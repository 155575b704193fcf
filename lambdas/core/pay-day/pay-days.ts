import { dayInZone, instantInZone } from '../reference/time-zone.js';
import { nextPeriod } from '../wages/wage-rules.js';

/** The hour on the country's clock a pay-day reminder is due. */
export const REMINDER_TIME = '08:00';

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A period's pay day: the agreed day of the month, or the month's last when it is shorter. */
export function payDayOf(period: string, payDay: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${period}-${pad(Math.min(payDay, daysIn(y, m)))}`;
}

/** The reminder of a period's pay day: the month and the instant, 08:00 in the zone. */
export const reminderOf = (period: string, payDay: number, zone: string) => ({
  period,
  due: instantInZone(zone, payDayOf(period, payDay), REMINDER_TIME),
});

/**
 * The first pay day on or after today in the zone: this month's when it has not passed (today's
 * counts, and is due at once after 08:00), else next month's.
 */
export function firstReminder(payDay: number, zone: string, now: number) {
  const today = dayInZone(zone, now);
  const period = today.slice(0, 7);
  const thisMonth = payDayOf(period, payDay) >= today ? period : nextPeriod(period);
  return reminderOf(thisMonth, payDay, zone);
}

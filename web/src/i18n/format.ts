import { i18n } from './i18n';

/*
 * Numbers, money and dates in the reader's language. Lingui keeps one Intl formatter per
 * language and format (building one loads locale data, ~15 ms on a slow phone), so lists of
 * cards format cheaply.
 */

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const valid = (at: number | string | Date) => !Number.isNaN(new Date(at).getTime());

/** A day with the month spelled out ("24 Nov 2026"), so nobody mistakes 03/04. */
export const formatDay = (at: number | string | Date) =>
  valid(at) ? i18n.date(new Date(at), DAY) : '';

/** A whole number with the language's grouping ("12,345", "12 345"). */
export const formatCount = (count: number) => i18n.number(count);

/** Money in a currency, as the reader's language writes it ("ZMW 250.00"). */
export const formatMoney = (amount: number, currency: string) =>
  i18n.number(amount, { style: 'currency', currency });

/** A whole amount of money, without minor units ("ZMW 3,000"): salaries and their figures. */
export const formatWholeMoney = (amount: number, currency: string) =>
  i18n.number(amount, { style: 'currency', currency, maximumFractionDigits: 0 });

/** When something happened: the time today ("14:05"), else the day and time. */
export function formatMoment(at: number, now: number = Date.now()): string {
  if (!valid(at)) return '';
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return i18n.date(new Date(at), sameDay ? TIME : { ...DAY, ...TIME });
}

/**
 * A calendar day kept as 2026-11-28 (a day of a country's clock, such as the admin counts'
 * Zambian days) in the reader's language ("Sat 28 Nov"): read at noon in that country's time
 * zone, so no browser zone moves it to the day before or after.
 */
export const formatZoneDay = (day: string, timeZone: string) =>
  valid(`${day}T12:00:00Z`)
    ? i18n.date(new Date(`${day}T12:00:00Z`), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone,
      })
    : day;

/**
 * An instant as the clock of a country's time zone reads it, in the reader's language ("Sun
 * 29 Nov, 14:00"): a trial day in Lusaka reads the same wherever the phone's zone is set.
 */
export const formatZoneMoment = (at: number, timeZone: string) =>
  valid(at)
    ? i18n.date(new Date(at), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...TIME,
        timeZone,
      })
    : '';

/**
 * A moment on a country's clock with the day, month, year and zone named ("28 November 2026,
 * 14:05 CAT"): agreements and payslips date what was done so, never in the browser's zone.
 */
export const formatMomentIn = (at: number, timeZone: string) =>
  i18n.date(new Date(at), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  });

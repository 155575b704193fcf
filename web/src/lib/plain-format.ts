const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as "24 Nov 2026" (local time), without Intl: `toLocaleDateString()` builds a formatter
 * and loads locale data on every call, which cost ~15 ms a card on a slow phone (a list of 15
 * blocked the main thread for a quarter of a second). Day first and the month spelled out, so
 * no reader mistakes 03/04 for 4 March or 3 April.
 */
export function formatDay(at: number | string | Date): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A whole number with thousands separators ("12,345"), without Intl, for the same reason. */
export function formatCount(count: number): string {
  const [whole = '0', fraction] = String(Math.abs(count)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${count < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** When something happened: the time today ("14:05"), else the day and time, without Intl. */
export function formatMoment(at: number, now: number = Date.now()): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return formatDay(at) === formatDay(now) ? time : `${formatDay(at)}, ${time}`;
}

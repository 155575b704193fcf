import { userTypes } from '../actor.js';
import { db } from '../db/service.js';
import { dayKey, lastWeekDays } from './days.js';
import type { WeekPerDay } from './schemas.js';

const DAY = 86_400_000;

/** How many of `times` fall on each of `days` (a time on another day is not counted). */
function perDay(days: readonly string[], times: readonly number[]): Map<string, number> {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const at of times) {
    const day = dayKey(at);
    if (counts.has(day)) counts.set(day, counts.get(day)! + 1);
  }
  return counts;
}

/**
 * Registrations and completed payments on each of the last 7 days: Queries on the indexes the
 * admin lists read (users per type by date_created, orders per status by created), from a week
 * ago on, reading only the time: the cost follows the week's sign-ups and payments, never the
 * table. A payment is counted on the day its order was made.
 */
export async function lastWeekPerDay(now: number): Promise<WeekPerDay> {
  const days = lastWeekDays(now);
  const since = now - 7 * DAY;
  const entities = db().entities;
  const [registered, paid] = await Promise.all([
    Promise.all(
      userTypes.map((user_type) =>
        entities.user.query
          .byType({ user_type })
          .gte({ date_created: since })
          .go({ pages: 'all', attributes: ['date_created'] }),
      ),
    ),
    entities.order.query
      .byStatus({ status: 'COMPLETED' })
      .gte({ created: since })
      .go({ pages: 'all', attributes: ['created'] }),
  ]);
  const registrations = perDay(
    days,
    registered.flatMap((page) => page.data.map((user) => user.date_created)),
  );
  const payments = perDay(
    days,
    paid.data.map((order) => order.created),
  );
  return days.map((day) => ({
    day,
    registrations: registrations.get(day) ?? 0,
    payments: payments.get(day) ?? 0,
  }));
}

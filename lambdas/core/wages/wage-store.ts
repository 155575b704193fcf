import { db } from '../db/service.js';
import type { WageRecord } from './wage-view.js';

/** A hire's wage payments, oldest month first (a hire pays a few a month: all pages). */
export async function hireWagesOf(postId: string, caregiverId: string): Promise<WageRecord[]> {
  const { data } = await db()
    .entities.wage.query.byHire({ post_id: postId, caregiver_id: caregiverId })
    .go({ pages: 'all' });
  return data;
}

/** A person's payslips of a year, on both sides, newest month first. */
export async function payslipsOf(uid: string, year: number) {
  const key = String(year);
  const [paid, received] = await Promise.all([
    db()
      .entities.wage.query.byParent({ parent_id: uid, year: key })
      .go({ pages: 'all', order: 'desc' }),
    db()
      .entities.wage.query.byCaregiver({ caregiver_id: uid, year: key })
      .go({ pages: 'all', order: 'desc' }),
  ]);
  const sides = [
    ...paid.data.map((wage) => ({ wage, side: 'parent' as const })),
    ...received.data.map((wage) => ({ wage, side: 'caregiver' as const })),
  ];
  return sides.sort(
    (a, b) => b.wage.period.localeCompare(a.wage.period) || b.wage.createdAt - a.wage.createdAt,
  );
}

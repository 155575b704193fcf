import { countMetric } from '../ports/provided.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import type { Commits, Tx } from '../db/tx.js';
import { DomainError, notFound } from '../errors.js';
import { personalityTests } from '../personality/personality-tests.js';
import { featuredPeriods } from '../reference/prices.js';
import { referralCredit } from '../referrals/commission.js';
import { addStat } from '../admin-stats/stats.js';
import { cardsFor } from '../search/caregiver-cards.js';
import { featuredEnd } from '../search/featured-end.entity.js';
import type { UserRecord } from '../users/users.js';
import type { PackageKind } from './entitlements.js';
import { requireOrder, type OrderItem } from './orders.js';
import { PERSONALITY_TEST_PACKAGE } from './packages.js';

/** What the provider itself says about a transaction (never the webhook's body). */
export interface VerifiedReport {
  id: string;
  txRef: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
}

const ATTEMPTS = 8;
export const MISMATCH = 'amount or currency does not match';
export const DECLINED = 'The payment was declined or cancelled';

const DAY = 86_400_000;
/** `from` plus whole calendar months, in UTC. */
export const addMonths = (from: number, months: number): number => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

interface Grants {
  /** Months of each package kind, summed over the items and their quantities. */
  months: Partial<Record<PackageKind, number>>;
  /** Featured placement, as months and days summed. */
  featured?: { months: number; days: number };
  /** Attempts at the personality test (one per item bought). */
  personalityTests?: number;
}

/** What an order's items grant. Package ids are the server's own (payments/packages.ts). */
export function grantsOf(items: OrderItem['items']): Grants {
  const grants: Grants = { months: {} };
  for (const item of items) {
    const pkg = /^(parent|caregiver)-(\d+)m$/.exec(item.package_id);
    if (pkg) {
      const kind = pkg[1] as PackageKind;
      grants.months[kind] = (grants.months[kind] ?? 0) + Number(pkg[2]) * item.qty;
      continue;
    }
    if (item.package_id === PERSONALITY_TEST_PACKAGE) {
      grants.personalityTests = (grants.personalityTests ?? 0) + item.qty;
      continue;
    }
    const period = featuredPeriods.find((p) => `featured-${p.id}` === item.package_id);
    if (!period) throw new Error(`Unknown package in order: ${item.package_id}`);
    grants.featured ??= { months: 0, days: 0 };
    grants.featured.months += (period.months ?? 0) * item.qty;
    grants.featured.days += (period.days ?? 0) * item.qty;
  }
  return grants;
}

/**
 * Featured placement from the later of now and the current end: the user's featured date,
 * conditional on the record read (its featured date and profile version), the search cards
 * ranked featured, and the end item the scheduled expiry looks for. All in the completing
 * transaction, so whoever sees the order COMPLETED also finds the caregiver first in search.
 */
function featuredWrites(tx: Tx, user: UserRecord, featured: Grants['featured'] & {}, now: number) {
  const from = Math.max(now, user.featured ?? 0);
  const until = addMonths(from, featured.months) + featured.days * DAY;
  return [
    tx.user
      .patch({ uid: user.uid })
      .set({ featured: until })
      .where(
        (attr, { eq, notExists }) =>
          `${user.featured === undefined ? notExists(attr.featured) : eq(attr.featured, user.featured)} AND ${eq(attr.version, user.version ?? 1)}`,
      )
      .commit(),
    ...cardsFor({ ...user, featured: until }, now).map((card) =>
      tx.caregiverCard.put(card).commit(),
    ),
    ...(user.featured === undefined
      ? []
      : [tx.featuredEnd.delete(featuredEnd(user.uid, user.featured)).commit()]),
    tx.featuredEnd.put(featuredEnd(user.uid, until)).commit(),
  ];
}

/**
 * Completes the order, grants what it bought and credits the referrer of a first purchase, in
 * one transaction; false when already done.
 */
async function complete(placed: OrderItem, report: VerifiedReport): Promise<boolean> {
  const grants = grantsOf(placed.items);
  const kinds = Object.keys(grants.months) as PackageKind[];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const now = Date.now();
    // The status it leaves: a failed order that is paid after all leaves the failed total.
    const order = attempt === 1 ? placed : await requireOrder(placed.oid);
    if (order.status === 'COMPLETED') return false;
    const current = await Promise.all(
      kinds.map(async (kind) => ({
        kind,
        row: (await db().entities.entitlement.get({ uid: order.uid, kind }).go()).data,
      })),
    );
    // One read of the buyer serves the featured grant and the referral credit.
    const user = (await db().entities.user.get({ uid: order.uid }).go()).data ?? undefined;
    const credit = await referralCredit(order, user?.referred_by, now);
    const write = (tx: Tx): Commits => [
      tx.order
        .patch({ oid: order.oid })
        .set({ status: 'COMPLETED', completedAt: now, updatedAt: now, transaction_id: report.id })
        .remove(['failure'])
        .where(({ status }, { eq }) => eq(status, order.status))
        .commit(),
      addStat(tx, 'completed_payments', 1),
      ...(order.status === 'failed' ? [addStat(tx, 'failed_payments', -1)] : []),
      ...current.map(({ kind, row }) => {
        const until = addMonths(Math.max(now, row?.until ?? 0), grants.months[kind]!);
        return row
          ? tx.entitlement
              .patch({ uid: order.uid, kind })
              .set({ until })
              .where((attr, { eq }) => eq(attr.until, row.until))
              .commit()
          : tx.entitlement.create({ uid: order.uid, kind, until }).commit();
      }),
      ...(grants.featured && user ? featuredWrites(tx, user, grants.featured, now) : []),
      ...(grants.personalityTests
        ? [personalityTests.grant(tx, order.uid, grants.personalityTests)]
        : []),
      ...credit(tx),
    ];
    const codes = await transact(write);
    if (!codes) return true;
    // The order moved meanwhile (completed by someone else, or failed): read it again.
    if (failedAt(codes, 0)) continue;
    // A grant or the referral moved under us (another purchase at the same moment): read again.
    await sleep(Math.round(Math.random() * 20 * attempt));
  }
  throw new DomainError('unavailable', 'Many payments at once. Please try again.');
}

/** Changes an unfinished order's status or failure; a COMPLETED order is never touched. */
async function markUnfinished(order: OrderItem, set: Partial<OrderItem>, onlyPending: boolean) {
  if (set.status === 'failed') {
    // PENDING -> failed and the failed total together: a retried report counts once.
    await transact((tx) => [
      tx.order
        .patch({ oid: order.oid })
        .set({ ...set, updatedAt: Date.now() })
        .where(({ status }, { eq }) => eq(status, 'PENDING'))
        .commit(),
      addStat(tx, 'failed_payments', 1),
    ]);
    return;
  }
  await db()
    .entities.order.patch({ oid: order.oid })
    .set({ ...set, updatedAt: Date.now() })
    .where(({ status }, { eq, ne }) =>
      onlyPending ? eq(status, 'PENDING') : ne(status, 'COMPLETED'),
    )
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * Settles an order from the provider's own report of a transaction. Idempotent: the same
 * report any number of times, in any order, at once or replayed, completes and grants once;
 * a COMPLETED order never goes back; a report whose amount or currency differs from the
 * order's grants nothing.
 */
export async function settle(report: VerifiedReport | undefined): Promise<OrderItem> {
  if (!report) throw notFound('No such transaction');
  const order = await requireOrder(report.txRef);
  if (order.status === 'COMPLETED' || report.status === 'pending') return order;
  if (report.status === 'failed') {
    await markUnfinished(
      order,
      { status: 'failed', failure: DECLINED, transaction_id: report.id },
      true,
    );
  } else if (report.amountMinor !== order.amountMinor || report.currency !== order.currency) {
    await markUnfinished(order, { failure: MISMATCH, transaction_id: report.id }, false);
  } else if (await complete(order, report)) {
    countMetric('Payments', { oid: order.oid });
  }
  return requireOrder(order.oid);
}

import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { UserActor } from '../actor.js';
import { money } from '../agreements/minimums.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, invalid, notFound, words } from '../errors.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerWrites } from '../ledger/ledger.js';
import { logger } from '../ports/provided.js';
import { payoutDueWrites, retryPayout, sendPayout } from '../payouts/payouts.js';
import type { TransferPort } from '../payouts/payout-types.js';
import {
  mobileMoneyNumber,
  mobileMoneyOfCurrency,
  networkOf,
} from '../reference/mobile-networks.js';
import type { PriceCurrency } from '../reference/prices.js';
import { timeZoneOf } from '../reference/time-zone.js';
import { payoutNumberOf } from '../wages/payout-number.js';
import { balanceIn, balancesOf } from './balances.js';
import { commissionMinimums } from './minimum.js';
import type {
  AdminWithdrawalView,
  MyCommissions,
  WithdrawalView,
  WithdrawInput,
} from './schemas.js';
import type { CommissionWithdrawal, WithdrawalStatus } from './withdrawal.entity.js';

export type WithdrawalRecord = EntityItem<typeof CommissionWithdrawal>;

/** A withdrawal's payout reference (the provider's transfer reference): `cpo-<id>`. */
export const payoutReferenceOf = (id: string) => `cpo-${id}`;

/** Sorts by time as text, then 12 random characters: lower-case letters and digits only. */
const newWithdrawalId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** "ZMW 250.00" (agreements/minimums.ts): the form every message and notice gives amounts in. */
export const amountText = (w: { amountMinor: number; currency: string }) =>
  money(w.amountMinor, w.currency);

export const withdrawalView = (w: WithdrawalRecord): WithdrawalView => ({
  id: w.id,
  currency: w.currency,
  amountMinor: w.amountMinor,
  phone: w.phone,
  network: w.network,
  status: w.status,
  ...(w.reason ? { reason: w.reason } : {}),
  requestedAt: w.requestedAt,
  ...(w.decidedAt ? { decidedAt: w.decidedAt } : {}),
  ...(w.paidAt ? { paidAt: w.paidAt } : {}),
  ...(w.failedAt ? { failedAt: w.failedAt } : {}),
});

const adminView = (w: WithdrawalRecord): AdminWithdrawalView => ({
  ...withdrawalView(w),
  owner: w.owner,
  name: w.name,
  ...(w.decidedBy ? { decidedBy: w.decidedBy } : {}),
});

const withdrawalOf = async (id: string) =>
  (await db().entities.commissionWithdrawal.get({ id }).go({ consistent: true })).data;

async function requireWithdrawal(id: string) {
  const found = await withdrawalOf(id);
  if (!found) throw notFound('No such withdrawal request.');
  return found;
}

/**
 * The mobile money number and network a withdrawal in this currency is paid to: a number of the
 * country whose currency it is, on one of its networks (the provider pays mobile money in the
 * country's own currency; reference/mobile-networks.ts).
 */
function payoutNumber(currency: PriceCurrency, typed: string, networkCode: string) {
  const place = mobileMoneyOfCurrency(currency);
  if (!place)
    throw invalid(
      words('Commission in {currency} cannot be paid to a mobile money number yet.', { currency }),
    );
  const found = mobileMoneyNumber(place.country, typed, networkCode);
  if ('error' in found) {
    const field = networkOf(place.country, networkCode) ? 'phone' : 'network';
    throw invalid(found.error, { [field]: found.error });
  }
  return { phone: found.number, network: found.network.code };
}

const alreadyOpen = (currency: string) =>
  conflict(
    words(
      'You already have a withdrawal in {currency} waiting. You can ask again once it is paid or refused.',
      { currency },
    ),
  );

/**
 * An institution asks for its withdrawable commission in one currency (all of it, or an amount
 * between the minimum and the balance) to be paid to its mobile money number. One transaction:
 * the request, the currency's open-request marker (created only if none is open, so five requests
 * at once open one) and the ledger's move from commission:<uid> to commission-withdrawing:<uid>,
 * conditional on the balance covering it (docs/decisions/commissions.md).
 */
export async function requestWithdrawal(
  actor: UserActor,
  input: WithdrawInput,
  now: number,
): Promise<WithdrawalView> {
  const user = (await db().entities.user.get({ uid: actor.uid }).go()).data;
  if (user?.user_type !== 'institution')
    throw forbidden('Only institutions can withdraw commission.');
  const { currency } = input;
  const given =
    input.phone && input.network
      ? { phone: input.phone, network: input.network }
      : await payoutNumberOf(actor.uid);
  if (!given)
    throw invalid('Set the mobile money number you are paid to first, or give one here.', {
      phone: 'Set the mobile money number you are paid to first, or give one here.',
    });
  const { phone, network } = payoutNumber(currency, given.phone, given.network);
  const [open, minimum, balance] = await Promise.all([
    db().entities.commissionOpen.get({ owner: actor.uid, currency }).go({ consistent: true }),
    commissionMinimums.of(currency),
    balanceIn(actor.uid, currency, now),
  ]);
  // Said first: the open request is why, not the balance it took.
  if (open.data) throw alreadyOpen(currency);
  const available = balance.withdrawableMinor;
  const values = {
    minimum: money(minimum, currency),
    balance: money(available, currency),
  };
  if (available < minimum)
    throw invalid(
      words(
        'You can withdraw once your withdrawable commission reaches {minimum}. It is {balance} now.',
        values,
      ),
    );
  const amountMinor = input.amount_minor ?? available;
  if (amountMinor < minimum)
    throw invalid(words('The least you can withdraw is {minimum}.', values), {
      amount_minor: words('The least you can withdraw is {minimum}.', values),
    });
  if (amountMinor > available)
    throw invalid(words('You can withdraw at most {balance}.', values), {
      amount_minor: words('You can withdraw at most {balance}.', values),
    });
  const id = newWithdrawalId(now);
  const record = {
    id,
    owner: actor.uid,
    currency,
    amountMinor,
    phone,
    network,
    name: user.fullname?.trim() || user.username || 'Institution',
    status: 'requested' as const,
    requestedAt: now,
    updatedAt: now,
  };
  const ledger = ledgerWrites({
    id: `${payoutReferenceOf(id)}:requested`,
    kind: 'commission-withdrawal',
    currency,
    at: now,
    moves: [
      {
        from: accounts.commission(actor.uid, currency),
        to: accounts.commissionWithdrawing(actor.uid, currency),
        amountMinor,
        floor: true,
      },
    ],
  });
  const codes = await transact((tx) => [
    tx.commissionOpen.create({ owner: actor.uid, currency, id }).commit(),
    tx.commissionWithdrawal.create(record).commit(),
    ...ledger(tx),
  ]);
  if (codes && failedAt(codes, 0)) throw alreadyOpen(currency);
  if (codes) throw conflict('Your commission balance changed meanwhile. Please try again.');
  return withdrawalView(record);
}

/** What a second decision on the same request hears (two admins at once: one wins). */
const decided = 'This withdrawal request was already decided.';

/**
 * An admin approves a requested withdrawal: in one transaction the request says approved and its
 * payout (reference `cpo-<id>`) is made due; then it is sent at once (the `payouts` scheduled job
 * sends whatever this did not). Of two admins deciding at once, one succeeds.
 */
export async function approveWithdrawal(
  actor: UserActor,
  id: string,
  port: TransferPort,
  now: number,
): Promise<AdminWithdrawalView> {
  const found = await requireWithdrawal(id);
  if (found.status !== 'requested') throw conflict(decided);
  const reference = payoutReferenceOf(id);
  const notice = newNotice(
    { uid: found.owner },
    'commission-payout',
    { event: 'approved', amount: amountText(found), number: found.phone },
    now,
  );
  const codes = await transact((tx) => [
    tx.commissionWithdrawal
      .patch({ id })
      .set({ status: 'approved', decidedAt: now, decidedBy: actor.uid, updatedAt: now })
      .where((attr, { eq }) => eq(attr.status, 'requested'))
      .commit(),
    ...payoutDueWrites(
      {
        reference,
        kind: 'commission',
        owner: found.owner,
        subject: id,
        amountMinor: found.amountMinor,
        currency: found.currency,
        phone: found.phone,
        network: found.network,
        beneficiaryName: found.name,
        narration: 'Referral commission',
      },
      now,
    )(tx),
    ...noticeWrites(tx, notice),
  ]);
  if (codes) throw conflict(decided);
  try {
    await sendPayout(port, reference, now);
  } catch (error) {
    // Due and kept: the scheduled job sends it.
    logger.warn('Commission payout not sent at once', { reference, error: error as Error });
  }
  return adminView((await withdrawalOf(id)) ?? found);
}

/**
 * An admin refuses a requested withdrawal with a reason: in one transaction the request says
 * refused, the money moves back from commission-withdrawing to commission, and the currency's
 * open marker goes, so the institution may ask again; the institution is told why.
 */
export async function refuseWithdrawal(
  actor: UserActor,
  id: string,
  reason: string,
  now: number,
): Promise<AdminWithdrawalView> {
  const found = await requireWithdrawal(id);
  if (found.status !== 'requested') throw conflict(decided);
  const notice = newNotice(
    { uid: found.owner },
    'commission-payout',
    { event: 'refused', amount: amountText(found), reason },
    now,
  );
  const back = ledgerWrites({
    id: `${payoutReferenceOf(id)}:refused`,
    kind: 'commission-refused',
    currency: found.currency,
    at: now,
    moves: [
      {
        from: accounts.commissionWithdrawing(found.owner, found.currency),
        to: accounts.commission(found.owner, found.currency),
        amountMinor: found.amountMinor,
        floor: true,
      },
    ],
  });
  const codes = await transact((tx) => [
    tx.commissionWithdrawal
      .patch({ id })
      .set({ status: 'refused', reason, decidedAt: now, decidedBy: actor.uid, updatedAt: now })
      .where((attr, { eq }) => eq(attr.status, 'requested'))
      .commit(),
    tx.commissionOpen.delete({ owner: found.owner, currency: found.currency }).commit(),
    ...back(tx),
    ...noticeWrites(tx, notice),
  ]);
  if (codes) throw conflict(decided);
  return adminView({ ...found, status: 'refused', reason, decidedAt: now, decidedBy: actor.uid });
}

/** An admin sends a failed commission payout again, under its same reference. */
export async function retryWithdrawal(
  id: string,
  port: TransferPort,
  now: number,
): Promise<AdminWithdrawalView> {
  const found = await requireWithdrawal(id);
  if (found.status !== 'failed') throw conflict('Only a failed payout can be tried again.');
  await retryPayout(port, payoutReferenceOf(id), now);
  return adminView((await withdrawalOf(id)) ?? found);
}

const ownWithdrawals = async (owner: string) =>
  (
    await db()
      .entities.commissionWithdrawal.query.byOwner({ owner })
      .go({ order: 'desc', pages: 'all' })
  ).data;

/**
 * An institution's commission page: per currency its balances (pending, withdrawable,
 * withdrawing, paid out) and the minimum, and its withdrawals newest first.
 */
export async function myCommissions(uid: string, now: number): Promise<MyCommissions> {
  const [user, balances, withdrawals, minimums] = await Promise.all([
    db()
      .entities.user.get({ uid })
      .go({ attributes: ['currently_in'] })
      .then(({ data }) => data),
    balancesOf(uid, now),
    ownWithdrawals(uid),
    commissionMinimums.all(),
  ]);
  const minimumOf = new Map(minimums.map((m) => [m.currency as string, m.minimumMinor]));
  const paidOut = (currency: string) =>
    withdrawals
      .filter((w) => w.currency === currency && w.status === 'paid')
      .reduce((sum, w) => sum + w.amountMinor, 0);
  return {
    zone: timeZoneOf(user?.currently_in),
    balances: balances.map((balance) => ({
      ...balance,
      paidOutMinor: paidOut(balance.currency),
      minimumMinor: minimumOf.get(balance.currency) ?? 0,
    })),
    withdrawals: withdrawals.map(withdrawalView),
  };
}

/** Admins' list: withdrawals in one status, newest first, 25 a page. */
export async function withdrawalsIn(status: WithdrawalStatus, cursor?: string) {
  const page = await db()
    .entities.commissionWithdrawal.query.byStatus({ status })
    .go({ order: 'desc', limit: 25, cursor: cursor ?? null });
  return {
    withdrawals: page.data.map(adminView),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

import { randomUUID } from 'node:crypto';
import type { UserActor } from '../actor.js';
import { money } from '../agreements/minimums.js';
import { db } from '../db/service.js';
import { failedAt, transact } from '../db/transact.js';
import { conflict, forbidden, invalid, words } from '../errors.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerWrites } from '../ledger/ledger.js';
import {
  mobileMoneyNumber,
  mobileMoneyOfCurrency,
  networkOf,
} from '../reference/mobile-networks.js';
import type { PriceCurrency } from '../reference/prices.js';
import { payoutNumberOf } from '../wages/payout-number.js';
import { balanceIn } from './balances.js';
import { commissionMinimums } from './minimum.js';
import type { WithdrawalView, WithdrawInput } from './schemas.js';
import { payoutReferenceOf, withdrawalView } from './withdrawal-views.js';

/** Sorts by time as text, then 12 random characters: lower-case letters and digits only. */
const newWithdrawalId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

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

import type { PriceCurrency } from '@core/reference/prices';
import type { ReferralsPage } from '@core/referrals/schemas';
import { formatPrice } from '../../../lib/format-price';

type Member = ReferralsPage['referrals'][number];

const money = (amountMinor: number, currency: string) =>
  formatPrice(amountMinor, currency as PriceCurrency);

/** The referrer's totals, one per currency its members paid in. */
export function EarningsTotal({ earnings }: Pick<ReferralsPage, 'earnings'>) {
  return (
    <p aria-label="Total earned">
      {earnings.length === 0
        ? 'You have not earned a commission yet.'
        : `You have earned ${earnings.map((e) => money(e.earnedMinor, e.currency)).join(' and ')} in total.`}
    </p>
  );
}

/** One ledger line: what the member's first purchase earned, pending through the hold. */
export function CommissionLine({ commission }: { commission: NonNullable<Member['commission']> }) {
  const amount = money(commission.amountMinor, commission.currency);
  return commission.status === 'pending' ? (
    <span className="badge badge--missing">
      {amount} ({commission.percent}%) pending until{' '}
      {new Date(commission.payableAt).toLocaleDateString()}
    </span>
  ) : (
    <span className="badge">
      {amount} ({commission.percent}%) payable
    </span>
  );
}

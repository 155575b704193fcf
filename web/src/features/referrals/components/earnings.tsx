import type { PriceCurrency } from '@core/reference/prices';
import type { ReferralsPage } from '@core/referrals/schemas';
import { formatDay } from '../../../i18n/format';
import { formatPrice } from '../../../lib/format-price';
import { useReferralsT } from '../i18n';

type Member = ReferralsPage['referrals'][number];

const money = (amountMinor: number, currency: string) =>
  formatPrice(amountMinor, currency as PriceCurrency);

/** The referrer's totals, one per currency its members paid in. */
export function EarningsTotal({ earnings }: Pick<ReferralsPage, 'earnings'>) {
  const t = useReferralsT();
  const amounts = earnings.map((e) => money(e.earnedMinor, e.currency));
  return (
    <p aria-label={t('earnings.label')}>
      {amounts.length === 0
        ? t('earnings.none')
        : t('earnings.total', {
            amounts: amounts.reduce((first, second) => t('earnings.and', { first, second })),
          })}
    </p>
  );
}

/** One ledger line: what the member's first purchase earned, pending through the hold. */
export function CommissionLine({ commission }: { commission: NonNullable<Member['commission']> }) {
  const t = useReferralsT();
  const amount = money(commission.amountMinor, commission.currency);
  return commission.status === 'pending' ? (
    <span className="badge badge--missing">
      {t('commission.pending', {
        amount,
        percent: commission.percent,
        date: formatDay(commission.payableAt),
      })}
    </span>
  ) : (
    <span className="badge">
      {t('commission.payable', { amount, percent: commission.percent })}
    </span>
  );
}

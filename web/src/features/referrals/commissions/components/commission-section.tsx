import { errorMessage } from '../../../../lib/api-error';
import { formatZoneMoment } from '../../../../i18n/format';
import { EmptyState, ErrorState, LoadingState } from '../../../../ui/status';
import { useMyCommissions, type MyCommissions, type Withdrawal } from '../api/commissions';
import { useCommissionsT, type CommissionsKey } from '../i18n';
import { money } from './amounts';
import { WithdrawForm } from './withdraw-form';

export const statusKey = (status: Withdrawal['status']): CommissionsKey => `status.${status}`;

/** A request's amount, number and network, and its state: the institution's and the admins'. */
export function WithdrawalHeadline({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const t = useCommissionsT();
  return (
    <p>
      <strong>
        {t('requests.to', {
          amount: money(w.amountMinor, w.currency),
          phone: w.phone,
          network: w.network,
        })}
      </strong>{' '}
      <span className={`badge${w.status === 'paid' ? '' : ' badge--missing'}`}>
        {t(statusKey(w.status))}
      </span>
    </p>
  );
}

function Balances({ balances }: Pick<MyCommissions, 'balances'>) {
  const t = useCommissionsT();
  return (
    <ul className="plain-list" aria-label={t('balance.list')}>
      {balances.map((b) => (
        <li key={b.currency} className="card" data-currency={b.currency}>
          <h3>{t('balance.currency', { currency: b.currency })}</h3>
          <dl className="facts">
            <dt>{t('balance.withdrawable')}</dt>
            <dd data-amount="withdrawable">{money(b.withdrawableMinor, b.currency)}</dd>
            <dt>{t('balance.pending')}</dt>
            <dd data-amount="pending">{money(b.pendingMinor, b.currency)}</dd>
            <dt>{t('balance.withdrawing')}</dt>
            <dd data-amount="withdrawing">{money(b.withdrawingMinor, b.currency)}</dd>
            <dt>{t('balance.paidOut')}</dt>
            <dd data-amount="paid-out">{money(b.paidOutMinor, b.currency)}</dd>
          </dl>
          <p>{t('balance.minimum', { amount: money(b.minimumMinor, b.currency) })}</p>
        </li>
      ))}
    </ul>
  );
}

function Requests({ withdrawals, zone }: Pick<MyCommissions, 'withdrawals' | 'zone'>) {
  const t = useCommissionsT();
  const when = (at: number) => formatZoneMoment(at, zone);
  if (withdrawals.length === 0) return <EmptyState>{t('requests.none')}</EmptyState>;
  return (
    <ul className="plain-list" aria-label={t('requests.list')}>
      {withdrawals.map((w) => (
        <li key={w.id} className="card" data-status={w.status}>
          <WithdrawalHeadline withdrawal={w} />
          <p>{t('requests.asked', { when: when(w.requestedAt) })}</p>
          {w.paidAt ? <p>{t('requests.paid', { when: when(w.paidAt) })}</p> : null}
          {w.status === 'failed' && w.failedAt ? (
            <p>{t('requests.failed', { when: when(w.failedAt) })}</p>
          ) : null}
          {w.reason ? <p>{t('requests.reason', { reason: w.reason })}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * An institution's commission on its referrals page: per currency what is held, withdrawable,
 * being paid out and paid out, the minimum, the withdrawal form and its requests, times in its
 * country's zone.
 */
export function CommissionSection() {
  const t = useCommissionsT();
  const mine = useMyCommissions();
  return (
    <section aria-labelledby="commission-title">
      <h2 id="commission-title">{t('balance.title')}</h2>
      <p>{t('balance.intro')}</p>
      {mine.isPending ? (
        <LoadingState label={t('balance.loading')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.balances.length === 0 ? (
        <EmptyState>{t('balance.none')}</EmptyState>
      ) : (
        <>
          <Balances balances={mine.data.balances} />
          <WithdrawForm commissions={mine.data} />
          <h3>{t('requests.title')}</h3>
          <Requests withdrawals={mine.data.withdrawals} zone={mine.data.zone} />
        </>
      )}
    </section>
  );
}

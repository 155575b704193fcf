import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../lib/api-error';
import { formatMoment } from '../../../../i18n/format';
import { useFocusOnRefusal } from '../../../../lib/forms/focus-on-refusal';
import { TextField } from '../../../../ui/fields';
import { LoadMore } from '../../../../ui/load-more';
import { Page, type PageProps } from '../../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SuccessState } from '../../../../ui/status';
import { SubmitButton } from '../../../../ui/submit-button';
import {
  useCommissionPayouts,
  useDecideWithdrawal,
  withdrawalStatuses,
  type AdminWithdrawal,
  type WithdrawalStatus,
} from '../api/commissions';
import { useCommissionsT } from '../i18n';
import { statusKey, WithdrawalHeadline } from './commission-section';
import { MinimumsSection } from './minimums-section';

/** A request's actions: approve or refuse (with a reason) while requested, retry once failed. */
function Actions({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const t = useCommissionsT();
  const decide = useDecideWithdrawal(withdrawal.id);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { sentFrom, refused } = useFocusOnRefusal();
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    if (reason.trim().length < 3) {
      setError(t('admin.reasonRequired'));
      return refused();
    }
    setError(undefined);
    decide.mutate({ action: 'refuse', reason: reason.trim() });
  };
  if (decide.isSuccess)
    return (
      <SuccessState>
        <p>{t('admin.done', { status: t(statusKey(decide.data.status)) })}</p>
      </SuccessState>
    );
  return (
    <>
      {decide.isError ? <ErrorState message={errorMessage(decide.error)} /> : null}
      {withdrawal.status === 'failed' ? (
        <button
          type="button"
          className="button"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ action: 'retry' })}
        >
          {decide.isPending ? t('admin.working') : t('admin.retry')}
        </button>
      ) : null}
      {withdrawal.status === 'requested' && !refusing ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ action: 'approve' })}
          >
            {decide.isPending ? t('admin.working') : t('admin.approve')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={decide.isPending}
            onClick={() => setRefusing(true)}
          >
            {t('admin.refuse')}
          </button>
        </div>
      ) : null}
      {withdrawal.status === 'requested' && refusing ? (
        <form onSubmit={refuse} noValidate className="form">
          <TextField
            label={t('admin.reason')}
            name="reason"
            required
            multiline
            value={reason}
            onChange={setReason}
            hint={t('admin.reasonHint')}
            error={error}
          />
          <div className="button-row">
            <SubmitButton busy={decide.isPending} busyLabel={t('admin.working')}>
              {t('admin.confirmRefuse')}
            </SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setRefusing(false)}
            >
              {t('admin.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}

function Row({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const t = useCommissionsT();
  return (
    <li className="card" data-withdrawal={w.id} data-status={w.status}>
      <WithdrawalHeadline withdrawal={w} />
      <p>
        {t('admin.asked', { name: w.name, when: formatMoment(w.requestedAt) })}{' '}
        <Link to={`/users/${w.owner}`}>{w.owner}</Link>
      </p>
      {w.paidAt ? <p>{t('requests.paid', { when: formatMoment(w.paidAt) })}</p> : null}
      {w.reason ? <p>{t('requests.reason', { reason: w.reason })}</p> : null}
      <Actions withdrawal={w} />
    </li>
  );
}

/** /commission_payouts(?status=…): institutions' withdrawal requests, and the minimums. */
export function CommissionPayoutsPage({ title }: PageProps) {
  const t = useCommissionsT();
  const [params] = useSearchParams();
  const asked = params.get('status') as WithdrawalStatus | null;
  const status = asked && withdrawalStatuses.includes(asked) ? asked : 'requested';
  const payouts = useCommissionPayouts(status);
  const list = payouts.data?.pages.flatMap((page) => page.withdrawals) ?? [];
  return (
    <Page title={title} intro={t('admin.intro')}>
      <nav aria-label={t('admin.status')} className="button-row">
        {withdrawalStatuses.map((choice) => (
          <Link
            key={choice}
            to={{ search: choice === 'requested' ? '' : `?status=${choice}` }}
            className={`button button--small${choice === status ? '' : ' button--secondary'}`}
            aria-current={choice === status ? 'page' : undefined}
          >
            {t(statusKey(choice))}
          </Link>
        ))}
      </nav>
      {payouts.isPending ? (
        <LoadingState label={t('admin.loading')} />
      ) : payouts.isError ? (
        <ErrorState message={errorMessage(payouts.error)} onRetry={() => void payouts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t('admin.empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('admin.list')}>
          {list.map((w) => (
            <Row key={w.id} withdrawal={w} />
          ))}
        </ul>
      )}
      <LoadMore pages={payouts} label={t('admin.more')} />
      <MinimumsSection />
    </Page>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState, SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { useFailedPayouts, useRefundWage, useRetryPayout, type FailedPayout } from '../api/wages';
import { useWagesT } from '../i18n';
import { momentIn, money, payslipPath } from './words';

/** Refund a wage whose payout failed, saying why (once). */
function RefundForm({ wid }: { wid: string }) {
  const t = useWagesT();
  const refund = useRefundWage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(t('admin.reasonMissing'));
    setProblem(undefined);
    if (!refund.isPending) refund.mutate({ wid, reason: reason.trim() });
  };
  return (
    <form className="form" onSubmit={send} noValidate aria-label={t('admin.refund')}>
      <TextField
        label={t('admin.reason')}
        name="reason"
        required
        maxLength={300}
        value={reason}
        onChange={setReason}
        error={problem}
      />
      {refund.isError ? <SendError error={refund.error} /> : null}
      <SubmitButton busy={refund.isPending} busyLabel={t('admin.refunding')}>
        {t('admin.refund')}
      </SubmitButton>
    </form>
  );
}

function PayoutCard({ payout }: { payout: FailedPayout }) {
  const t = useWagesT();
  const retry = useRetryPayout();
  const zone = payout.wage?.time_zone ?? 'Africa/Lusaka';
  return (
    <li className="card" data-testid={`payout-${payout.reference}`}>
      <h2>{payout.summary}</h2>
      <p>
        {t('admin.line', {
          amount: money(payout.amount_minor, payout.currency),
          network: payout.network,
          phone: payout.phone_hint,
          attempts: payout.attempts,
        })}
      </p>
      {payout.failedAt ? (
        <p>{t('admin.failedAt', { at: momentIn(payout.failedAt, zone) })}</p>
      ) : null}
      {payout.last_error ? <p className="field__hint">{payout.last_error}</p> : null}
      {payout.wage ? <Link to={payslipPath(payout.wage.wid)}>{t('admin.payslip')}</Link> : null}
      <p>
        <button
          type="button"
          className="button"
          disabled={retry.isPending}
          aria-busy={retry.isPending || undefined}
          onClick={() => retry.mutate(payout.reference)}
        >
          {retry.isPending ? t('admin.retrying') : t('admin.retry')}
        </button>
      </p>
      {retry.isError ? <SendError error={retry.error} /> : null}
      {retry.isSuccess ? <p role="status">{t('admin.retried')}</p> : null}
      {payout.wage ? <RefundForm wid={payout.wage.wid} /> : null}
    </li>
  );
}

/** /payouts (admins): payouts given up after their attempts, with Retry and, for wages, Refund. */
export function FailedPayoutsPage({ title }: PageProps) {
  const t = useWagesT();
  const failed = useFailedPayouts();
  return (
    <Page title={title} intro={t('admin.intro')}>
      {failed.isPending ? (
        <LoadingState label={t('loading')} />
      ) : failed.isError ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />
      ) : failed.data.payouts.length ? (
        <ul className="plain-list">
          {failed.data.payouts.map((payout) => (
            <PayoutCard key={payout.reference} payout={payout} />
          ))}
        </ul>
      ) : (
        <EmptyState>{t('admin.none')}</EmptyState>
      )}
    </Page>
  );
}

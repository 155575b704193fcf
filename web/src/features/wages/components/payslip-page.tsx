import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePayslip } from '../api/wages';
import { useWagesT } from '../i18n';
import { PayslipView } from './payslip-view';
import { payslipPath } from './words';

/** What the wait says while the provider has not answered, and after. */
function Progress({ status }: { status: string }) {
  const t = useWagesT();
  if (status === 'awaiting_payment') return <LoadingState label={t('wait.awaiting_payment')} />;
  if (status === 'collected') return <LoadingState label={t('wait.collected')} />;
  return null;
}

/**
 * /wages/:wid: one payslip. Back from the provider's approval page the parent lands here: it is
 * read again (with backoff) until the money is collected and paid out, or the payment failed.
 */
export function PayslipPage({ title }: PageProps) {
  const { wid = '' } = useParams();
  const t = useWagesT();
  const slip = usePayslip(wid);
  const wage = slip.data?.wage;
  return (
    <Page title={title}>
      {slip.isPending ? (
        <LoadingState label={t('loading')} />
      ) : slip.isError ? (
        <ErrorState message={errorMessage(slip.error)} onRetry={() => void slip.refetch()} />
      ) : wage ? (
        <>
          <Progress status={wage.status} />
          <PayslipView wage={wage} />
          <p className="button-row">
            <Link className="button" to={`${payslipPath(wid)}/print`}>
              {t('slip.print')}
            </Link>
            <Link
              to={`/hires/${encodeURIComponent(wage.post_id)}/${encodeURIComponent(wage.caregiver_id)}`}
            >
              {t('slip.hire')}
            </Link>
            <Link to="/wages">{t('slip.all')}</Link>
          </p>
        </>
      ) : null}
    </Page>
  );
}

import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useAgreement } from '../api/agreements';
import { useAgreementsT } from '../i18n';
import { agreementPath } from './hire-agreement';
import { MinimumsNote, TermsView } from './terms-view';
import { momentIn } from './words';

/**
 * /hires/:job/:caregiver/agreement/print: the accepted agreement as one sheet in the reader's
 * language, readable on a phone; printed on A4 without the site's header, footer or buttons
 * (styles.css, "A printable sheet").
 */
export function AgreementPrintPage() {
  const { job = '', caregiver = '' } = useParams();
  const t = useAgreementsT();
  usePageTitle(t('print.heading'));
  const start = useAgreement(job, caregiver);
  const back = (
    <p className="no-print">
      <Link to={agreementPath(job, caregiver)}>{t('print.back')}</Link>
    </p>
  );
  const agreement = start.data?.agreement;
  const current = agreement?.versions.find((v) => v.version === agreement.version);
  const acceptedAt = agreement?.status === 'accepted' ? agreement.acceptedAt : undefined;
  return (
    <article className="page print-sheet" data-testid="agreement-print">
      {back}
      <h1>{t('print.heading')}</h1>
      {start.isPending ? (
        <LoadingState label={t('loading')} />
      ) : start.isError ? (
        <ErrorState message={errorMessage(start.error)} onRetry={() => void start.refetch()} />
      ) : !agreement || !current || !acceptedAt ? (
        <p className="notice">{t('print.notAccepted')}</p>
      ) : (
        <>
          <p>
            {t('print.parties', {
              parent: agreement.parent.name,
              caregiver: agreement.caregiver.name,
            })}
          </p>
          <p data-testid="agreement-accepted">
            {t('status.accepted', {
              name: agreement.caregiver.name,
              date: momentIn(acceptedAt, agreement.timeZone),
            })}{' '}
            {t('print.version', { version: agreement.version })}
          </p>
          <TermsView terms={current.terms} />
          <MinimumsNote minimums={agreement.minimums} />
          <div className="print-sheet__signatures">
            <p>{t('print.signParent', { name: agreement.parent.name })}</p>
            <p>{t('print.signCaregiver', { name: agreement.caregiver.name })}</p>
          </div>
          <p className="no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('print.print')}
            </button>
          </p>
        </>
      )}
    </article>
  );
}

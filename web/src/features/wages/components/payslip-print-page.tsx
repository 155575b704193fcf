import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePayslip } from '../api/wages';
import { useWagesT } from '../i18n';
import { PayslipView } from './payslip-view';
import { monthText, namesOf, payslipPath } from './words';

/**
 * /wages/:wid/print: the payslip as one sheet in the reader's language; printed on A4 without
 * the site's header, footer or buttons (styles.css, "A printable sheet").
 */
export function PayslipPrintPage() {
  const { wid = '' } = useParams();
  const t = useWagesT();
  usePageTitle(t('print.heading'));
  const slip = usePayslip(wid);
  const wage = slip.data?.wage;
  return (
    <article className="page print-sheet" data-testid="payslip-print">
      <p className="no-print">
        <Link to={payslipPath(wid)}>{t('print.back')}</Link>
      </p>
      <h1>{t('print.heading')}</h1>
      {slip.isPending ? (
        <LoadingState label={t('loading')} />
      ) : slip.isError ? (
        <ErrorState message={errorMessage(slip.error)} onRetry={() => void slip.refetch()} />
      ) : wage ? (
        <>
          <p>
            {t('print.between', {
              ...namesOf(wage, t),
              month: monthText(wage.period),
            })}
          </p>
          <PayslipView wage={wage} />
          <p className="field__hint">{t('print.note')}</p>
          <p className="no-print">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('print.print')}
            </button>
          </p>
        </>
      ) : null}
    </article>
  );
}

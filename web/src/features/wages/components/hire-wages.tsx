import { useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useHireWages } from '../api/wages';
import { useWagesT } from '../i18n';
import { MonthsDue } from './months-due';
import { PayWageForm } from './pay-wage-form';
import { PayoutNumberForm } from './payout-number-form';
import { WageList } from './wage-list';

/**
 * A hire's wages, for the hire page: the parent pays (once the caregiver has a payout number),
 * the caregiver gives their payout number when missing; both see the months owed (late ones
 * marked) and every payment with its payslip.
 */
export function HireWages({ postId, caregiverId }: { postId: string; caregiverId: string }) {
  const t = useWagesT();
  const id = useId();
  const wages = useHireWages(postId, caregiverId);
  return (
    <section className="hire-wages" aria-labelledby={id}>
      <h2 id={id}>{t('title')}</h2>
      {wages.isPending ? (
        <LoadingState label={t('loading')} />
      ) : wages.isError ? (
        <ErrorState message={errorMessage(wages.error)} onRetry={() => void wages.refetch()} />
      ) : (
        <>
          {wages.data.side === 'caregiver' && !wages.data.payee_ready ? (
            <div className="notice" data-testid="payout-prompt">
              <p>{t('hire.payoutPrompt')}</p>
              <PayoutNumberForm />
            </div>
          ) : null}
          <MonthsDue wages={wages.data} />
          {wages.data.side === 'parent' ? (
            wages.data.payee_ready ? (
              <>
                <h3>{t('pay.title')}</h3>
                <PayWageForm hire={{ postId, caregiverId }} wages={wages.data} />
              </>
            ) : (
              <p className="notice">{t('hire.payeeMissing')}</p>
            )
          ) : null}
          <h3>{t('hire.payments')}</h3>
          {wages.data.wages.length ? (
            <WageList wages={wages.data.wages} />
          ) : (
            <EmptyState>{t('hire.noPayments')}</EmptyState>
          )}
          <p>
            <Link to="/wages">{t('hire.allPayslips')}</Link>
          </p>
        </>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyAgreements } from '../api/agreements';
import { useAgreementsT } from '../i18n';
import { agreementPath } from './hire-agreement';
import { momentIn } from './words';

/** /agreements: the work agreements the caller is a side of, newest first. */
export function MyAgreementsPage({ title }: PageProps) {
  const mine = useMyAgreements();
  const t = useAgreementsT();
  const label = useOptionLabel();
  return (
    <Page title={title} heading={t('mine.title')}>
      {mine.isPending ? (
        <LoadingState label={t('mine.loading')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.agreements.length === 0 ? (
        <EmptyState>{t('mine.empty')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('mine.title')}>
          {mine.data.agreements.map((a) => (
            <li key={`${a.post_id}/${a.caregiver_id}`} className="card">
              <h2>
                <Link to={agreementPath(a.post_id, a.caregiver_id)}>
                  {t('mine.item', { position: label(a.position), name: a.other.name })}
                </Link>
              </h2>
              <p>
                {t(`mine.status.${a.status}`, {
                  version: a.version,
                  date: momentIn(a.acceptedAt ?? a.updated, a.timeZone),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

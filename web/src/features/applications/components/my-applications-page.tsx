import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { MessageButton } from '../../../ui/message-button';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { formatDay } from '../../../i18n/format';
import { useMyApplications } from '../../../lib/apply';
import { useApplicationsT } from '../i18n';
import { ApplicationAllowance } from '../../../ui/application-allowance';
import { useUiT } from '../../../ui/i18n';

/** The keys of an application's states (translated at render). */
const states = {
  applied: 'mine.state.applied',
  shortlisted: 'mine.state.shortlisted',
  declined: 'mine.state.declined',
} as const;

/** /my_account/caregiver/apply_offers/my_applications/:return */
export function MyApplicationsPage({ title }: PageProps) {
  const mine = useMyApplications();
  const t = useApplicationsT();
  const tUi = useUiT();
  const label = useOptionLabel();
  return (
    <Page title={title}>
      <ApplicationAllowance allowance={mine.data?.allowance} />
      {mine.isPending ? (
        <LoadingState label={t('mine.loading')} />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.applications.length === 0 ? (
        <EmptyState>
          {t('mine.empty')} <Link to="/find_job/all">{tUi('common.findJob')}</Link>
        </EmptyState>
      ) : (
        <ul className="checklist" aria-label={t('mine.list')}>
          {mine.data.applications.map((application) => (
            <li key={application.post_id}>
              <div>
                <Link to={`/job/${application.post_id}`}>
                  {application.position ? label(application.position) : tUi('common.job')}
                </Link>
                <br />
                {t('mine.applied', { date: formatDay(application.posted) })}
                <div className="button-row">
                  <MessageButton uid={application.parent_id} name={tUi('common.theFamily')} />
                </div>
              </div>
              <span
                className={application.status === 'declined' ? 'badge badge--missing' : 'badge'}
              >
                {t(states[application.status])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

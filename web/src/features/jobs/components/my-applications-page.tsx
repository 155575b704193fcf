import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { MessageButton } from '../../../ui/message-button';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyApplications } from '../api/apply';

const states = { applied: 'Sent', shortlisted: 'Shortlisted', declined: 'Declined' } as const;

/** /my_account/caregiver/apply_offers/my_applications/:return */
export function MyApplicationsPage({ title }: PageProps) {
  const mine = useMyApplications();
  return (
    <Page title={title}>
      {mine.isPending ? (
        <LoadingState label="Loading your applications…" />
      ) : mine.isError ? (
        <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
      ) : mine.data.applications.length === 0 ? (
        <EmptyState>
          You have not applied to a job yet. <Link to="/find_job/all">Find a job</Link>
        </EmptyState>
      ) : (
        <ul className="checklist" aria-label="Your applications">
          {mine.data.applications.map((application) => (
            <li key={application.post_id}>
              <div>
                <Link to={`/job/${application.post_id}`}>{application.position ?? 'Job'}</Link>
                <br />
                Applied {new Date(application.posted).toLocaleDateString()}
                <div className="button-row">
                  <MessageButton uid={application.parent_id} name="the family" />
                </div>
              </div>
              <span
                className={application.status === 'declined' ? 'badge badge--missing' : 'badge'}
              >
                {states[application.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

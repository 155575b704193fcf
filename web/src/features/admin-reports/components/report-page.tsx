import { Link, useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { useDecideReport } from '../api/decide-report';
import { useLiftSuspension } from '../api/lift-suspension';
import { useReportDetail, type ReportDetail } from '../api/read-report';
import { useUnhideContent } from '../api/unhide-content';
import { actionNames, kindNames } from './reports-page';

/** Where the reported thing is shown to everyone (a message is private: nowhere). */
function publicLink(report: ReportDetail): string | undefined {
  const about = report.content && 'about' in report.content ? report.content.about : undefined;
  if (report.kind === 'user') return `/cv/${report.target}`;
  if (report.kind === 'job') return `/job/${report.target}`;
  if (report.kind === 'review') return about ? `/cv/${about}` : undefined;
  if (report.kind === 'message') return undefined;
  return `/view_post/${report.post_id}`;
}

function SeeItLink({ report }: { report: ReportDetail }) {
  const to = publicLink(report);
  return to ? <Link to={to}>See it on the site</Link> : null;
}

/** A hide decision can be undone: the post or comment is shown again (who and when kept). */
function Unhide({ report }: { report: ReportDetail }) {
  const unhide = useUnhideContent(report.id);
  return (
    <>
      {report.restoredAt ? (
        <p>
          Shown again by {report.restoredBy} on {new Date(report.restoredAt).toLocaleString()}
        </p>
      ) : null}
      {report.content?.hidden ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={unhide.isPending}
          onClick={() => unhide.mutate()}
        >
          Show the {report.kind} again
        </button>
      ) : null}
      {unhide.isError ? <ErrorState message={errorMessage(unhide.error)} /> : null}
    </>
  );
}

function Actions({ report }: { report: ReportDetail }) {
  const decide = useDecideReport(report.id);
  const lift = useLiftSuspension(report.id);
  if (report.status !== 'open') {
    return (
      <section className="card" aria-labelledby="decision">
        <h2 id="decision">Decision</h2>
        <p>
          {actionNames[report.action ?? ''] ?? report.action} by {report.actedBy} on{' '}
          {report.actedAt ? new Date(report.actedAt).toLocaleString() : ''}
        </p>
        {report.action === 'hide' ? <Unhide report={report} /> : null}
        {report.suspended && report.content ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={lift.isPending}
            onClick={() => lift.mutate(report.content!.subject)}
          >
            Lift the suspension
          </button>
        ) : null}
        {lift.isSuccess ? (
          <SuccessState>
            <p>{lift.data.message}</p>
          </SuccessState>
        ) : null}
        {lift.isError ? <ErrorState message={errorMessage(lift.error)} /> : null}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="decision">
      <h2 id="decision">Decide</h2>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate('dismiss')}
        >
          Dismiss
        </button>
        {report.kind !== 'user' ? (
          <button
            type="button"
            className="button"
            disabled={decide.isPending || !report.content}
            onClick={() => decide.mutate('hide')}
          >
            Hide the {report.kind}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={decide.isPending || !report.content}
          onClick={() => {
            if (window.confirm('Suspend this user? They cannot sign in until you lift it.'))
              decide.mutate('suspend');
          }}
        >
          Suspend the user
        </button>
      </div>
      {decide.isError ? <ErrorState message={errorMessage(decide.error)} /> : null}
    </section>
  );
}

/** /reports/:id — one report, what was reported (as text), and the admin's decision. */
export function ReportPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const report = useReportDetail(id);
  return (
    <Page title={title}>
      <p>
        <Link to="/user_reports">Back to the reports</Link>
      </p>
      {report.isPending ? (
        <LoadingState label="Loading the report…" />
      ) : report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <section className="card" aria-labelledby="reported">
            <h2 id="reported">
              {kindNames[report.data.kind] ?? report.data.kind}: {report.data.content?.title}
            </h2>
            {report.data.content ? (
              <>
                <p style={{ whiteSpace: 'pre-wrap' }}>{report.data.content.text}</p>
                {report.data.content.hidden ? <p>This is hidden from everyone.</p> : null}
                <SeeItLink report={report.data} />
              </>
            ) : (
              <p>The reported content is gone.</p>
            )}
          </section>
          <section className="card" aria-labelledby="why">
            <h2 id="why">Why it was reported</h2>
            <p>{report.data.reason}</p>
            <p>Reported on {new Date(report.data.created).toLocaleString()}</p>
          </section>
          <Actions report={report.data} />
        </>
      )}
    </Page>
  );
}

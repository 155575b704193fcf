import { Link, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useQueuedReports, type QueuedReport, type ReportStatus } from '../api/queued-reports';

export const kindNames = {
  post: 'Post',
  comment: 'Comment',
  user: 'Profile',
  message: 'Message',
  review: 'Review',
  job: 'Job',
} as Record<string, string>;

export const actionNames = {
  dismiss: 'Dismissed',
  hide: 'Content hidden',
  suspend: 'User suspended',
} as Record<string, string>;

const when = (ms?: number) => (ms ? new Date(ms).toLocaleString() : '');

function ReportRow({ report }: { report: QueuedReport }) {
  return (
    <li className="card">
      <p>
        <strong>{kindNames[report.kind] ?? report.kind}</strong> reported on {when(report.created)}
      </p>
      <p>{report.reason}</p>
      {report.status === 'closed' ? (
        <p data-decision={report.action}>
          {actionNames[report.action ?? ''] ?? report.action} by{' '}
          <Link to={`/users/${report.actedBy}`}>{report.actedBy}</Link> on {when(report.actedAt)}
          {report.restoredAt ? ` · shown again on ${when(report.restoredAt)}` : ''}
        </p>
      ) : null}
      <Link to={`/reports/${report.id}`}>Open report</Link>
    </li>
  );
}

/** /user_reports(?status=closed): reports about users, posts and comments, open or decided. */
export function ReportsPage({ title }: PageProps) {
  const [params] = useSearchParams();
  const status: ReportStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const reports = useQueuedReports(status);
  const list = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  const label = status === 'open' ? 'Open reports' : 'Closed reports';
  return (
    <Page title={title} intro="Reports people sent about profiles, posts and comments.">
      <nav aria-label="Report status" className="button-row">
        {(['open', 'closed'] as const).map((choice) => (
          <Link
            key={choice}
            to={{ search: choice === 'open' ? '' : `?status=${choice}` }}
            className={`button button--small${choice === status ? '' : ' button--secondary'}`}
            aria-current={choice === status ? 'page' : undefined}
          >
            {choice === 'open' ? 'Open' : 'Closed'}
          </Link>
        ))}
      </nav>
      {reports.isPending ? (
        <LoadingState label="Loading reports…" />
      ) : reports.isError ? (
        <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>
          {status === 'open' ? 'No open reports. Nothing to do.' : 'No reports were decided yet.'}
        </EmptyState>
      ) : (
        <ul className="plain-list" aria-label={label}>
          {list.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
      <LoadMore pages={reports} label="More reports" />
    </Page>
  );
}

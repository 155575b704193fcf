import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useOpenReports } from '../api/open-reports';

export const kindNames = { post: 'Post', comment: 'Comment', user: 'Profile' } as Record<
  string,
  string
>;

/** /user_reports: the open reports about users, posts and comments, oldest first. */
export function ReportsPage({ title }: PageProps) {
  const reports = useOpenReports();
  const list = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <Page title={title} intro="Reports people sent about profiles, posts and comments.">
      {reports.isPending ? (
        <LoadingState label="Loading reports…" />
      ) : reports.isError ? (
        <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>No open reports. Nothing to do.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Open reports">
          {list.map((report) => (
            <li key={report.id} className="card">
              <p>
                <strong>{kindNames[report.kind] ?? report.kind}</strong> reported on{' '}
                {new Date(report.created).toLocaleString()}
              </p>
              <p>{report.reason}</p>
              <Link to={`/reports/${report.id}`}>Open report</Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={reports} label="More reports" />
    </Page>
  );
}

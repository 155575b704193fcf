import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/status';
import type { AdminUser } from '../api/admin-user';

/** "Reports about this user": reports of their profile, newest first, each opening /reports/:id. */
export function ReportsAbout({ reports }: { reports: AdminUser['reportsAbout'] }) {
  return (
    <section aria-labelledby="reports-about-title" className="card">
      <h2 id="reports-about-title">Reports about this user</h2>
      {reports.length === 0 ? (
        <EmptyState>Nobody reported this profile.</EmptyState>
      ) : (
        <ul className="plain-list" aria-label="Reports about this user">
          {reports.map((report) => (
            <li key={report.id}>
              <p>{report.reason}</p>
              <p className="field__hint">
                By <Link to={`/users/${report.reporter}`}>{report.reporter}</Link> on{' '}
                {new Date(report.created).toLocaleString()} · {report.status}
                {report.action ? ` (${report.action})` : ''}
              </p>
              <Link to={`/reports/${report.id}`}>Open report</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

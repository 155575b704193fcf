import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useAdminStats, type ReportCards } from '../api/admin-stats';

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li className="card report-card" aria-label={label}>
      <h2>{label}</h2>
      <div className="report-card__value">{children}</div>
    </li>
  );
}

function PageViews({ views }: { views: ReportCards['page_views'] }) {
  const total = views.days.reduce((sum, day) => sum + day.views, 0);
  return (
    <section aria-labelledby="page-views">
      <h2 id="page-views">Page views, last 7 days: {total}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
          </tr>
        </thead>
        <tbody>
          {views.days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{day.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Most viewed pages</h3>
      <ul>
        {views.routes.map((route) => (
          <li key={route.path}>
            {route.path}: {route.views}
          </li>
        ))}
      </ul>
      <h3>Views by user type</h3>
      <ul>
        {views.user_types.map((type) => (
          <li key={type.user_type}>
            {type.user_type}: {type.views}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Cards({ stats }: { stats: ReportCards }) {
  const caregiver = stats.most_viewed_caregiver;
  const job = stats.most_viewed_job;
  const source = stats.top_traffic_source;
  return (
    <>
      <ul className="report-cards">
        <Card label="Total completed payments">{stats.completed_payments}</Card>
        <Card label="Total failed payments">{stats.failed_payments}</Card>
        <Card label="Total caregivers">{stats.caregivers}</Card>
        <Card label="Total parents">{stats.parents}</Card>
        <Card label="Total incomplete users">{stats.incomplete_users}</Card>
        <Card label="Most viewed caregiver">
          {caregiver ? (
            <>
              <Link to={`/cv/${caregiver.uid}`}>{caregiver.name}</Link> ({caregiver.views} views)
            </>
          ) : (
            'No views yet'
          )}
        </Card>
        <Card label="Most viewed job">
          {job ? (
            <>
              <Link to={`/job/${job.post_id}`}>{job.title}</Link> ({job.views} views)
            </>
          ) : (
            'No views yet'
          )}
        </Card>
        <Card label="Top traffic source">
          {source ? `${source.source} (${source.count})` : 'No registrations yet'}
        </Card>
      </ul>
      <PageViews views={stats.page_views} />
    </>
  );
}

/** /admin — the report cards of spec section 2, from counters kept by the writes. */
export function AdminDashboardPage({ title }: PageProps) {
  const stats = useAdminStats();
  return (
    <Page title={title}>
      {stats.isPending ? (
        <LoadingState label="Loading the report cards…" />
      ) : stats.isError ? (
        <ErrorState message={errorMessage(stats.error)} />
      ) : (
        <Cards stats={stats.data} />
      )}
    </Page>
  );
}

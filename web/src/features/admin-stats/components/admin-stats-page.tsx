import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { Page, type PageProps } from '../../../ui/page';
import { useTrafficSourceLabel } from '../../../ui/traffic-source-labels';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useAdminStats, type ReportCards } from '../api/admin-stats';
import { useAdminStatsT } from '../i18n';

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li className="card report-card" aria-label={label}>
      <h2>{label}</h2>
      <div className="report-card__value">{children}</div>
    </li>
  );
}

function PageViews({ views }: { views: ReportCards['page_views'] }) {
  const t = useAdminStatsT();
  const total = views.days.reduce((sum, day) => sum + day.views, 0);
  return (
    <section aria-labelledby="page-views">
      <h2 id="page-views">{t('pageViews.title', { total })}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('pageViews.day')}</th>
            <th scope="col">{t('pageViews.views')}</th>
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
      <h3>{t('pageViews.topPages')}</h3>
      <ul className="report-paths">
        {views.routes.map((route) => (
          <li key={route.path}>
            {route.path}: {route.views}
          </li>
        ))}
      </ul>
      <h3>{t('pageViews.byUserType')}</h3>
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
  const t = useAdminStatsT();
  const caregiver = stats.most_viewed_caregiver;
  const job = stats.most_viewed_job;
  const source = stats.top_traffic_source;
  const sourceLabel = useTrafficSourceLabel();
  return (
    <>
      <ul className="report-cards">
        <Card label={t('card.completedPayments')}>{stats.completed_payments}</Card>
        <Card label={t('card.failedPayments')}>{stats.failed_payments}</Card>
        <Card label={t('card.caregivers')}>{stats.caregivers}</Card>
        <Card label={t('card.parents')}>{stats.parents}</Card>
        <Card label={t('card.incompleteUsers')}>{stats.incomplete_users}</Card>
        <Card label={t('card.topCaregiver')}>
          {caregiver ? (
            <>
              <Link to={`/cv/${caregiver.uid}`}>{caregiver.name}</Link>{' '}
              {t('card.views', { count: caregiver.views })}
            </>
          ) : (
            t('card.noViews')
          )}
        </Card>
        <Card label={t('card.topJob')}>
          {job ? (
            <>
              <Link to={`/job/${job.post_id}`}>{job.title}</Link>{' '}
              {t('card.views', { count: job.views })}
            </>
          ) : (
            t('card.noViews')
          )}
        </Card>
        <Card label={t('card.topSource')}>
          {source ? `${sourceLabel(source.source)} (${source.count})` : t('card.noRegistrations')}
        </Card>
      </ul>
      <PageViews views={stats.page_views} />
    </>
  );
}

/** /admin — the report cards of spec section 2, from counters kept by the writes. */
export function AdminStatsPage({ title }: PageProps) {
  const stats = useAdminStats();
  const t = useAdminStatsT();
  return (
    <Page title={title}>
      {stats.isPending ? (
        <LoadingState label={t('loading')} />
      ) : stats.isError ? (
        <ErrorState message={errorMessage(stats.error)} />
      ) : (
        <Cards stats={stats.data} />
      )}
    </Page>
  );
}

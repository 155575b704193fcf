import { Link } from 'react-router-dom';
import { HOME_TIME_ZONE } from '@core/reference/time-zone';
import { errorMessage } from '../../../lib/api-error';
import { formatCount, formatZoneDay } from '../../../i18n/format';
import { Page, type PageProps } from '../../../ui/page';
import { useTrafficSourceLabel } from '../../../ui/traffic-source-labels';
import { useUserTypeLabel } from '../../../ui/user-type-labels';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useAdminStats, type ReportCards } from '../api/admin-stats';
import { useAdminStatsT } from '../i18n';
import { BarListChart } from './bar-list-chart';
import { ColumnChart } from './column-chart';
import { usePageTitle } from './page-title';

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li className="card report-card" aria-label={label}>
      <h2>{label}</h2>
      <div className="report-card__value">{children}</div>
    </li>
  );
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Page views, sign-ups and payments per day, the sources and the pages: drawn, with numbers. */
function Charts({ stats }: { stats: ReportCards }) {
  const t = useAdminStatsT();
  const sourceLabel = useTrafficSourceLabel();
  const typeLabel = useUserTypeLabel();
  const pageTitle = usePageTitle();
  const views = stats.page_views;
  const days = views.days.map((day) => formatZoneDay(day.day, HOME_TIME_ZONE));
  const viewCounts = views.days.map((day) => day.views);
  const registrations = stats.per_day.map((day) => day.registrations);
  const payments = stats.per_day.map((day) => day.payments);
  return (
    <div className="dashboard-charts">
      <ColumnChart
        title={t('pageViews.title', { total: formatCount(sum(viewCounts)) })}
        description={t('chart.viewsDescription', { total: formatCount(sum(viewCounts)) })}
        labels={days}
        series={[{ name: t('pageViews.views'), values: viewCounts }]}
      />
      <ColumnChart
        title={t('chart.perDay')}
        description={t('chart.perDayDescription', {
          registrations: formatCount(sum(registrations)),
          payments: formatCount(sum(payments)),
        })}
        labels={stats.per_day.map((day) => formatZoneDay(day.day, HOME_TIME_ZONE))}
        series={[
          { name: t('series.registrations'), values: registrations },
          { name: t('series.payments'), values: payments },
        ]}
      />
      <BarListChart
        title={t('chart.sources')}
        description={t('chart.sourcesDescription')}
        rows={stats.traffic_sources.map((row) => ({
          label: sourceLabel(row.source),
          value: row.count,
        }))}
        valueName={t('series.people')}
        empty={t('card.noRegistrations')}
      />
      <BarListChart
        title={t('pageViews.topPages')}
        description={t('chart.pagesDescription')}
        rows={views.routes.map((route) => ({ label: pageTitle(route.path), value: route.views }))}
        valueName={t('pageViews.views')}
        empty={t('chart.noViews')}
      />
      <BarListChart
        title={t('pageViews.byUserType')}
        description={t('chart.typesDescription')}
        rows={views.user_types.map((type) => ({
          label: typeLabel(type.user_type),
          value: type.views,
        }))}
        valueName={t('pageViews.views')}
        empty={t('chart.noViews')}
      />
      <p className="field__hint">{t('dates.zone', { zone: HOME_TIME_ZONE })}</p>
    </div>
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
        <Card label={t('card.completedPayments')}>{formatCount(stats.completed_payments)}</Card>
        <Card label={t('card.failedPayments')}>{formatCount(stats.failed_payments)}</Card>
        <Card label={t('card.caregivers')}>{formatCount(stats.caregivers)}</Card>
        <Card label={t('card.parents')}>{formatCount(stats.parents)}</Card>
        <Card label={t('card.incompleteUsers')}>{formatCount(stats.incomplete_users)}</Card>
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
      <Charts stats={stats} />
    </>
  );
}

/**
 * /admin — the report cards of spec section 2, from counters kept by the writes, in a grid at
 * desktop width (stacked on a phone), then the week drawn as charts with their numbers.
 */
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

import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useQueuedReports, type QueuedReport, type ReportStatus } from '../api/queued-reports';
import { formatMoment } from '../../../i18n/format';
import { tAdminReports, useAdminReportsT, type AdminReportsKey } from '../i18n';

const kindKeys = {
  post: 'kind.post',
  comment: 'kind.comment',
  user: 'kind.user',
  message: 'kind.message',
  review: 'kind.review',
  job: 'kind.job',
  agreement: 'kind.agreement',
} as Record<string, AdminReportsKey | undefined>;

const actionKeys = {
  dismiss: 'action.dismiss',
  hide: 'action.hide',
  suspend: 'action.suspend',
} as Record<string, AdminReportsKey | undefined>;

/** What was reported ("Post"), in the reader's language; an unknown kind as it came. */
export function kindName(kind: string): string {
  const key = kindKeys[kind];
  return key ? tAdminReports(key) : kind;
}

/** The admin's decision ("Content hidden"), in the reader's language. */
export function actionName(action?: string): string {
  const key = actionKeys[action ?? ''];
  return key ? tAdminReports(key) : (action ?? '');
}

const when = (ms?: number) => (ms ? formatMoment(ms) : '');

function ReportRow({ report }: { report: QueuedReport }) {
  const t = useAdminReportsT();
  return (
    <li className="card">
      <p>
        <strong>{kindName(report.kind)}</strong>{' '}
        {t('row.reportedOn', { when: when(report.created) })}
      </p>
      <p>{report.reason}</p>
      {report.status === 'closed' ? (
        <p data-decision={report.action}>
          {t('row.actedBy', { action: actionName(report.action) })}{' '}
          <Link to={`/users/${report.actedBy}`}>{report.actedBy}</Link>{' '}
          {t('row.actedOn', { when: when(report.actedAt) })}
          {report.restoredAt ? ` · ${t('row.shownAgain', { when: when(report.restoredAt) })}` : ''}
        </p>
      ) : null}
      <Link to={`/reports/${report.id}`}>{t('row.open')}</Link>
    </li>
  );
}

/** /user_reports(?status=closed): reports about users, posts and comments, open or decided. */
export function ReportsPage({ title }: PageProps) {
  const t = useAdminReportsT();
  const [params] = useSearchParams();
  const status: ReportStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const reports = useQueuedReports(status);
  const list = reports.data?.pages.flatMap((page) => page.reports) ?? [];
  const label = t(status === 'open' ? 'list.openLabel' : 'list.closedLabel');
  return (
    <Page title={title} intro={t('list.intro')}>
      <nav aria-label={t('list.status')} className="button-row">
        {(['open', 'closed'] as const).map((choice) => (
          <Link
            key={choice}
            to={{ search: choice === 'open' ? '' : `?status=${choice}` }}
            className={`button button--small${choice === status ? '' : ' button--secondary'}`}
            aria-current={choice === status ? 'page' : undefined}
          >
            {t(choice === 'open' ? 'list.statusOpen' : 'list.statusClosed')}
          </Link>
        ))}
      </nav>
      {reports.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : reports.isError ? (
        <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t(status === 'open' ? 'list.emptyOpen' : 'list.emptyClosed')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={label}>
          {list.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
      <LoadMore pages={reports} label={t('list.more')} />
    </Page>
  );
}

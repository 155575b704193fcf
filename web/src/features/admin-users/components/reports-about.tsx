import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/status';
import type { AdminUser } from '../api/admin-user';
import { formatMoment } from '../../../i18n/format';
import { useAdminUsersT } from '../i18n';

/** "Reports about this user": reports of their profile, newest first, each opening /reports/:id. */
export function ReportsAbout({ reports }: { reports: AdminUser['reportsAbout'] }) {
  const t = useAdminUsersT();
  return (
    <section aria-labelledby="reports-about-title" className="card">
      <h2 id="reports-about-title">{t('about.title')}</h2>
      {reports.length === 0 ? (
        <EmptyState>{t('about.none')}</EmptyState>
      ) : (
        <ul className="plain-list" aria-label={t('about.title')}>
          {reports.map((report) => (
            <li key={report.id}>
              <p>{report.reason}</p>
              <p className="field__hint">
                {t('about.by')} <Link to={`/users/${report.reporter}`}>{report.reporter}</Link>{' '}
                {t('about.on', { when: formatMoment(report.created) })} · {report.status}
                {report.action ? ` (${report.action})` : ''}
              </p>
              <Link to={`/reports/${report.id}`}>{t('about.open')}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

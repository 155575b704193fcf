import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useAdminUser, type AdminUser } from '../api/admin-user';
import { OrderList } from './order-list';
import { ReportsAbout } from './reports-about';
import { flagsOf, RoleForm } from './role-form';
import { SuspensionPanel } from './suspension-panel';
import { formatMoment } from '../../../i18n/format';
import { tAdminUsers, useAdminUsersT, type AdminUsersKey } from '../i18n';

const shownFields: [string, AdminUsersKey][] = [
  ['email', 'field.email'],
  ['signInPhone', 'field.signInPhone'],
  ['user_type', 'field.userType'],
  ['fullname', 'field.fullname'],
  ['username', 'field.username'],
  ['phone', 'field.phone'],
  ['town', 'field.town'],
  ['verified', 'field.verified'],
  ['accredited', 'field.accredited'],
  ['live', 'field.live'],
  ['isCompelete', 'field.complete'],
  ['date_created', 'field.joined'],
];

const shown = (key: string, value: unknown) =>
  value === undefined || value === null
    ? '—'
    : key === 'date_created'
      ? formatMoment(Number(value))
      : typeof value === 'boolean'
        ? value
          ? tAdminUsers('user.yes')
          : tAdminUsers('user.no')
        : String(value);

function Profile({ user }: { user: AdminUser }) {
  const t = useAdminUsersT();
  const { profile } = user;
  return (
    <section aria-labelledby="profile-title" className="card">
      <h2 id="profile-title">{t('user.profile')}</h2>
      <dl aria-label={t('user.profile')}>
        {shownFields.map(([key, label]) => (
          <div key={key}>
            <dt>{t(label)}</dt>
            <dd data-field={key}>{shown(key, profile[key])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('user.groups')}</dt>
          <dd>{user.groups.join(', ') || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /users/:uid: one user as an admin sees it. */
export function UserPage({ title }: PageProps) {
  const t = useAdminUsersT();
  const { uid = '' } = useParams();
  const user = useAdminUser(uid);
  if (user.isPending) return <LoadingState label={t('user.loading')} />;
  if (user.isError)
    return (
      <Page title={title}>
        <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
      </Page>
    );
  const documents = Object.entries(user.data.documents);
  const { profile } = user.data;
  const name = profile.fullname ?? profile.email ?? profile.signInPhone ?? uid;
  return (
    <Page title={name}>
      <Profile user={user.data} />
      <SuspensionPanel uid={uid} suspension={user.data.suspension} />
      {profile.email ? (
        <RoleForm email={profile.email} initial={flagsOf(user.data.groups)} />
      ) : null}
      <section aria-labelledby="documents-title" className="card">
        <h2 id="documents-title">{t('user.documents')}</h2>
        {documents.length === 0 ? (
          <EmptyState>{t('user.noDocuments')}</EmptyState>
        ) : (
          <ul>
            {documents.map(([kind, url]) => (
              <li key={kind}>
                <a href={url} target="_blank" rel="noreferrer noopener">
                  {kind}
                </a>{' '}
                <span className="field__hint">{t('user.linkValid')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="orders-title" className="card">
        <h2 id="orders-title">{t('user.orders')}</h2>
        <OrderList orders={user.data.orders} />
      </section>
      <section aria-labelledby="reports-title" className="card">
        <h2 id="reports-title">{t('user.reportsMade')}</h2>
        <p className="field__hint">{t('user.reportsMadeHint')}</p>
        {user.data.reportsMade.length === 0 ? (
          <EmptyState>{t('user.noReports')}</EmptyState>
        ) : (
          <ul>
            {user.data.reportsMade.map((report, index) => (
              <li key={index}>
                {report.kind} {report.reason} {report.status}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReportsAbout reports={user.data.reportsAbout} />
    </Page>
  );
}

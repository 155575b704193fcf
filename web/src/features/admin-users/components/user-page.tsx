import { useParams } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useAdminUser, type AdminUser } from '../api/admin-user';
import { OrderList } from './order-list';
import { ReportsAbout } from './reports-about';
import { flagsOf, RoleForm } from './role-form';
import { SuspensionPanel } from './suspension-panel';

const shownFields = [
  ['email', 'E-mail'],
  ['user_type', 'Type'],
  ['fullname', 'Name'],
  ['username', 'Username'],
  ['phone', 'Phone'],
  ['town', 'Town'],
  ['verified', 'E-mail verified'],
  ['accredited', 'Accredited'],
  ['live', 'Live'],
  ['isCompelete', 'Profile complete'],
  ['date_created', 'Joined'],
] as const;

const shown = (key: string, value: unknown) =>
  value === undefined || value === null
    ? '—'
    : key === 'date_created'
      ? new Date(Number(value)).toLocaleString()
      : typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : String(value);

function Profile({ user }: { user: AdminUser }) {
  const profile = user.profile as Record<string, unknown>;
  return (
    <section aria-labelledby="profile-title" className="card">
      <h2 id="profile-title">Profile</h2>
      <dl aria-label="Profile">
        {shownFields.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-field={key}>{shown(key, profile[key])}</dd>
          </div>
        ))}
        <div>
          <dt>Groups</dt>
          <dd>{user.groups.join(', ') || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** /users/:uid: one user as an admin sees it. */
export function UserPage({ title }: PageProps) {
  const { uid = '' } = useParams();
  const user = useAdminUser(uid);
  if (user.isPending) return <LoadingState label="Loading the user…" />;
  if (user.isError)
    return (
      <Page title={title}>
        <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
      </Page>
    );
  const documents = Object.entries(user.data.documents);
  const name = String(user.data.profile.fullname ?? user.data.profile.email ?? title);
  return (
    <Page title={name}>
      <Profile user={user.data} />
      <SuspensionPanel uid={uid} suspension={user.data.suspension} />
      <RoleForm email={String(user.data.profile.email)} initial={flagsOf(user.data.groups)} />
      <section aria-labelledby="documents-title" className="card">
        <h2 id="documents-title">Documents</h2>
        {documents.length === 0 ? (
          <EmptyState>No documents uploaded.</EmptyState>
        ) : (
          <ul>
            {documents.map(([kind, url]) => (
              <li key={kind}>
                <a href={url} target="_blank" rel="noreferrer noopener">
                  {kind}
                </a>{' '}
                <span className="field__hint">(link valid for 5 minutes)</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="orders-title" className="card">
        <h2 id="orders-title">Orders</h2>
        <OrderList orders={user.data.orders} />
      </section>
      <section aria-labelledby="reports-title" className="card">
        <h2 id="reports-title">Reports made</h2>
        <p className="field__hint">Reports this user sent about others.</p>
        {user.data.reportsMade.length === 0 ? (
          <EmptyState>No reports.</EmptyState>
        ) : (
          <ul>
            {user.data.reportsMade.map((report, index) => (
              <li key={index}>
                {String(report.kind ?? '')} {String(report.reason ?? '')}{' '}
                {String(report.status ?? '')}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReportsAbout reports={user.data.reportsAbout} />
    </Page>
  );
}

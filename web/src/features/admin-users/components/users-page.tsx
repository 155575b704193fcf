import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useAdminUser } from '../api/admin-user';
import { useFindUsers, type UserSearch, type UserSummary } from '../api/find-users';
import { ContactLimitForm } from './contact-limit-form';
import { flagsOf, RoleForm } from './role-form';
import { formatDay } from '../../../i18n/format';
import { useAdminUsersT } from '../i18n';

const userTypes = ['parent', 'childcarer', 'cook', 'institution'];

function UserRow({ user }: { user: UserSummary }) {
  const t = useAdminUsersT();
  return (
    <li className="card">
      <h2>
        <Link to={`/users/${encodeURIComponent(user.uid)}`}>
          {user.fullname || user.username || user.email}
        </Link>
      </h2>
      <p className="field__hint">
        {user.email} · {user.user_type} · {t('row.joined', { day: formatDay(user.date_created) })}
        {user.verified ? ` · ${t('row.verified')}` : ''}
        {user.accredited ? ` · ${t('row.accredited')}` : ''}
      </p>
    </li>
  );
}

/** With one user found by e-mail, its role form, prefilled from its current groups. */
function RolesFor({ user }: { user: UserSummary }) {
  const t = useAdminUsersT();
  const detail = useAdminUser(user.uid);
  if (detail.isPending) return <LoadingState label={t('search.loadingRoles')} />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error)} />;
  return <RoleForm key={user.uid} email={user.email} initial={flagsOf(detail.data.groups)} />;
}

/** /users: find users by e-mail, name or type; set roles; the contact limit. */
export function UsersPage({ title }: PageProps) {
  const t = useAdminUsersT();
  const [by, setBy] = useState<UserSearch['by']>('email');
  const [value, setValue] = useState('');
  const [search, setSearch] = useState<UserSearch | null>(null);
  const found = useFindUsers(search);
  const list = found.data?.pages.flatMap((page) => page.users) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) setSearch({ by, value: value.trim() });
  };
  return (
    <Page title={title}>
      <form onSubmit={submit} className="form" role="search" aria-label={t('search.label')}>
        <div className="field">
          <label htmlFor="user-search-by">{t('search.by')}</label>
          <select
            id="user-search-by"
            value={by}
            onChange={(event) => {
              setBy(event.target.value as UserSearch['by']);
              setValue(event.target.value === 'type' ? 'parent' : '');
            }}
          >
            <option value="email">{t('search.byEmail')}</option>
            <option value="name">{t('search.byName')}</option>
            <option value="type">{t('search.byType')}</option>
          </select>
        </div>
        {by === 'type' ? (
          <div className="field">
            <label htmlFor="user-search-type">{t('search.type')}</label>
            <select
              id="user-search-type"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            >
              {userTypes.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </div>
        ) : (
          <TextField
            label={t(by === 'email' ? 'search.email' : 'search.nameStarts')}
            name="q"
            value={value}
            onChange={setValue}
          />
        )}
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </form>
      {search === null ? null : found.isPending ? (
        <LoadingState label={t('search.searching')} />
      ) : found.isError ? (
        <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>{t('search.none')}</EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label={t('search.found')}>
            {list.map((user) => (
              <UserRow key={user.uid} user={user} />
            ))}
          </ul>
          <LoadMore pages={found} label={t('search.more')} />
          {search.by === 'email' && list.length === 1 ? <RolesFor user={list[0]!} /> : null}
        </>
      )}
      <ContactLimitForm />
    </Page>
  );
}

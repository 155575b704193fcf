import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useAdminUser } from '../api/admin-user';
import { useFindUsers, type UserSearch, type UserSummary } from '../api/find-users';
import { ContactLimitForm } from './contact-limit-form';
import { flagsOf, RoleForm } from './role-form';

const userTypes = ['parent', 'childcarer', 'cook', 'institution'];
const day = (at: number) => new Date(at).toLocaleDateString();

function UserRow({ user }: { user: UserSummary }) {
  return (
    <li className="card">
      <h2>
        <Link to={`/users/${encodeURIComponent(user.uid)}`}>
          {user.fullname || user.username || user.email}
        </Link>
      </h2>
      <p className="field__hint">
        {user.email} · {user.user_type} · joined {day(user.date_created)}
        {user.verified ? ' · verified' : ''}
        {user.accredited ? ' · accredited' : ''}
      </p>
    </li>
  );
}

/** With one user found by e-mail, its role form, prefilled from its current groups. */
function RolesFor({ user }: { user: UserSummary }) {
  const detail = useAdminUser(user.uid);
  if (detail.isPending) return <LoadingState label="Loading roles…" />;
  if (detail.isError) return <ErrorState message={errorMessage(detail.error)} />;
  return <RoleForm key={user.uid} email={user.email} initial={flagsOf(detail.data.groups)} />;
}

/** /users: find users by e-mail, name or type; set roles; the contact limit. */
export function UsersPage({ title }: PageProps) {
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
      <form onSubmit={submit} className="form" role="search" aria-label="Find users">
        <div className="field">
          <label htmlFor="user-search-by">Find by</label>
          <select
            id="user-search-by"
            value={by}
            onChange={(event) => {
              setBy(event.target.value as UserSearch['by']);
              setValue(event.target.value === 'type' ? 'parent' : '');
            }}
          >
            <option value="email">E-mail</option>
            <option value="name">Name</option>
            <option value="type">Type</option>
          </select>
        </div>
        {by === 'type' ? (
          <div className="field">
            <label htmlFor="user-search-type">Type</label>
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
            label={by === 'email' ? 'E-mail' : 'Name starts with'}
            name="q"
            value={value}
            onChange={setValue}
          />
        )}
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {search === null ? null : found.isPending ? (
        <LoadingState label="Searching…" />
      ) : found.isError ? (
        <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState>No users found.</EmptyState>
      ) : (
        <>
          <ul className="plain-list" aria-label="Users found">
            {list.map((user) => (
              <UserRow key={user.uid} user={user} />
            ))}
          </ul>
          <LoadMore pages={found} label="More users" />
          {search.by === 'email' && list.length === 1 ? <RolesFor user={list[0]!} /> : null}
        </>
      )}
      <ContactLimitForm />
    </Page>
  );
}

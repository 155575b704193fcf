import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { userTypes } from '@core/roles';
import { userStates } from '@core/admin-users/list-options';
import { useLocale } from '../../../i18n/namespace';
import { countryNamesIn, useCountryLabel } from '../../../ui/country-labels';
import { useUserTypeLabel } from '../../../ui/user-type-labels';
import { exportUsers } from '../api/exports';
import { ExportButton } from './export-button';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useAdminUser } from '../api/admin-user';
import {
  filtersOf,
  isSearchable,
  searchOf,
  useFindUsers,
  type UserSearch,
  type UserSummary,
} from '../api/find-users';
import { ContactLimitForm } from './contact-limit-form';
import { flagsOf, RoleForm } from './role-form';
import { formatDay } from '../../../i18n/format';
import { useAdminUsersT } from '../i18n';

function UserRow({ user }: { user: UserSummary }) {
  const t = useAdminUsersT();
  const typeLabel = useUserTypeLabel();
  const countryLabel = useCountryLabel();
  return (
    <li className="card">
      <h2>
        <Link to={`/users/${encodeURIComponent(user.uid)}`}>
          {user.fullname || user.username || user.email || user.signInPhone}
        </Link>
      </h2>
      <p className="field__hint">
        {user.email ?? user.signInPhone} · {typeLabel(user.user_type)}
        {user.currently_in ? ` · ${countryLabel(user.currently_in)}` : ''} ·{' '}
        {t('row.joined', { day: formatDay(user.date_created) })}
        {user.verified ? ` · ${t('row.verified')}` : ''}
        {user.accredited ? ` · ${t('row.accredited')}` : ''}
        {user.suspended ? ` · ${t('row.suspended')}` : ''}
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
  // Roles are given by e-mail (spec section 2); a phone-only account has none to name.
  if (!user.email) return null;
  return <RoleForm key={user.uid} email={user.email} initial={flagsOf(detail.data.groups)} />;
}

function SearchForm({ search }: { search: UserSearch }) {
  const t = useAdminUsersT();
  const locale = useLocale();
  const countryLabel = useCountryLabel();
  const typeLabel = useUserTypeLabel();
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(search);
  const set = (key: keyof UserSearch) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries({ ...draft, q: draft.q.trim() }).filter(([, value]) => value);
    setParams(new URLSearchParams(entries));
  };
  const select = (
    key: 'type' | 'country' | 'state',
    label: string,
    options: [string, string][],
  ) => (
    <div className="field">
      <label htmlFor={`user-search-${key}`}>{label}</label>
      <select
        id={`user-search-${key}`}
        value={draft[key]}
        onChange={(event) => set(key)(event.target.value)}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      onSubmit={submit}
      className="form user-search"
      role="search"
      aria-label={t('search.label')}
    >
      <TextField label={t('search.text')} name="q" value={draft.q} onChange={set('q')} />
      {select('type', t('search.type'), [
        ['', t('search.anyType')],
        ...userTypes.map((type): [string, string] => [type, typeLabel(type)]),
      ])}
      {select('country', t('search.country'), [
        ['', t('search.anyCountry')],
        ...countryNamesIn(locale).map((name): [string, string] => [name, countryLabel(name)]),
      ])}
      {select('state', t('search.state'), [
        ['', t('search.anyState')],
        ...userStates.map((state): [string, string] => [state, t(`state.${state}`)]),
      ])}
      <button type="submit" className="button">
        {t('search.submit')}
      </button>
    </form>
  );
}

/**
 * /users: find users by e-mail or name start, filtered by type, country and state, all kept in
 * the address (a filtered list can be shared and reloaded); export them; set roles; the
 * contact limit.
 */
export function UsersPage({ title }: PageProps) {
  const t = useAdminUsersT();
  const [params] = useSearchParams();
  const search = searchOf(params);
  const found = useFindUsers(search);
  const list = found.data?.pages.flatMap((page) => page.users) ?? [];
  const byEmail = search.q.includes('@');
  return (
    <Page title={title}>
      <SearchForm key={params.toString()} search={search} />
      {!isSearchable(search) ? (
        <p className="field__hint">{t('search.needed')}</p>
      ) : found.isPending ? (
        <LoadingState label={t('search.searching')} />
      ) : found.isError ? (
        <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
      ) : (
        <>
          {list.length === 0 ? (
            <EmptyState>{t('search.none')}</EmptyState>
          ) : (
            <ul className="plain-list" aria-label={t('search.found')}>
              {list.map((user) => (
                <UserRow key={user.uid} user={user} />
              ))}
            </ul>
          )}
          <LoadMore pages={found} label={t('search.more')} />
          <ExportButton list="users" fetchCsv={() => exportUsers(filtersOf(search))} />
          {byEmail && list.length === 1 ? <RolesFor user={list[0]!} /> : null}
        </>
      )}
      <ContactLimitForm />
    </Page>
  );
}

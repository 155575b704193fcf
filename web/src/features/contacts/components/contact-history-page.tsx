import { Link } from 'react-router-dom';
import { formatCount, formatDay } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-error';
import { ContactDetails, PackagePanel, PARENT_PAY_PATH } from '../../../ui/contact-details';
import { LoadMore } from '../../../ui/load-more';
import { MessageButton } from '../../../ui/message-button';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyContacts, type ContactEntry, type ContactHistoryPage } from '../api/my-contacts';
import { useContactsT } from '../i18n';
import { withElements } from '../../../i18n/with-elements';

/** How many free contacts are left, or that a package lifts the limit. */
function Allowance({ page }: { page: ContactHistoryPage }) {
  const t = useContactsT();
  if (page.hasPackage) return <p>{t('hasPackage')}</p>;
  if (page.used >= page.limit) {
    const spent = page.limit > 0 ? t('allUsed', { limit: page.limit }) : t('needsPackage');
    return <PackagePanel message={`${spent} ${t('packageGives')}`} />;
  }
  return (
    <p>
      {t('used', { used: formatCount(page.used), limit: page.limit })}{' '}
      {withElements((values) => t('packageLifts', values), {
        link: <Link to={PARENT_PAY_PATH}>{t('aPackage')}</Link>,
      })}
    </p>
  );
}

function ContactItem({ contact }: { contact: ContactEntry }) {
  const t = useContactsT();
  return (
    <li className="card">
      <h2>
        <Link to={`/cv/${contact.caregiver_id}`}>{contact.caregiver_name}</Link>
      </h2>
      <p className="field__hint">
        {t('contacted', {
          times: Math.max(contact.times, 1),
          first: formatDay(contact.firstAt),
          last: formatDay(contact.lastAt),
        })}
      </p>
      {contact.closed ? (
        <p>{t('closed')}</p>
      ) : (
        <>
          {contact.details ? (
            <ContactDetails caregiver={contact.details} />
          ) : (
            <p>{t('private', { name: contact.caregiver_name })}</p>
          )}
          <div className="button-row">
            <MessageButton uid={contact.caregiver_id} name={contact.caregiver_name} />
          </div>
        </>
      )}
    </li>
  );
}

/** /my_account/parent/jobs_profiles/contact_history/:return — who the parent contacted, and when. */
export function ContactHistoryPage({ title }: PageProps) {
  const history = useMyContacts();
  const first = history.data?.pages[0];
  const contacts = history.data?.pages.flatMap((page) => page.contacts) ?? [];
  const t = useContactsT();
  return (
    <Page title={title}>
      {history.isPending ? (
        <LoadingState label={t('loading')} />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : (
        <>
          {first ? <Allowance page={first} /> : null}
          {contacts.length === 0 ? (
            <EmptyState>
              {t('empty')} <Link to="/find_childcarer/all">{t('findCaregiver')}</Link>
            </EmptyState>
          ) : (
            <ul className="plain-list" aria-label={t('list')}>
              {contacts.map((contact) => (
                <ContactItem key={contact.caregiver_id} contact={contact} />
              ))}
            </ul>
          )}
          <LoadMore pages={history} label={t('more')} />
        </>
      )}
    </Page>
  );
}

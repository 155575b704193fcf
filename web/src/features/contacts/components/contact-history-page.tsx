import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { ContactDetails, PackagePanel, PARENT_PAY_PATH } from '../../../ui/contact-details';
import { LoadMore } from '../../../ui/load-more';
import { MessageButton } from '../../../ui/message-button';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useMyContacts, type ContactEntry, type ContactHistoryPage } from '../api/my-contacts';

const PACKAGE_GIVES =
  'A parent package (1, 3 or 12 months) lets you contact caregivers without limit.';
const day = (at: number) => new Date(at).toLocaleDateString();

/** How many free contacts are left, or that a package lifts the limit. */
function Allowance({ page }: { page: ContactHistoryPage }) {
  if (page.hasPackage) return <p>Your parent package lets you contact caregivers without limit.</p>;
  if (page.used >= page.limit) {
    const spent =
      page.limit > 0
        ? `You have used all ${page.limit} free contacts.`
        : 'Contacting needs a package.';
    return <PackagePanel message={`${spent} ${PACKAGE_GIVES}`} />;
  }
  return (
    <p>
      You have used {page.used} of {page.limit} free contacts.{' '}
      <Link to={PARENT_PAY_PATH}>A package</Link> lets you contact caregivers without limit.
    </p>
  );
}

function ContactItem({ contact }: { contact: ContactEntry }) {
  return (
    <li className="card">
      <h2>
        <Link to={`/cv/${contact.caregiver_id}`}>{contact.caregiver_name}</Link>
      </h2>
      <p className="field__hint">
        Contacted {day(contact.firstAt)}
        {contact.times > 1 ? `, ${contact.times} times, last on ${day(contact.lastAt)}` : ''}
      </p>
      {contact.caregiver ? (
        <>
          <ContactDetails caregiver={contact.caregiver} />
          <div className="button-row">
            <MessageButton uid={contact.caregiver_id} name={contact.caregiver_name} />
          </div>
        </>
      ) : (
        <p>This caregiver has closed their account.</p>
      )}
    </li>
  );
}

/** /my_account/parent/jobs_profiles/contact_history/:return — who the parent contacted, and when. */
export function ContactHistoryPage({ title }: PageProps) {
  const history = useMyContacts();
  const first = history.data?.pages[0];
  const contacts = history.data?.pages.flatMap((page) => page.contacts) ?? [];
  return (
    <Page title={title}>
      {history.isPending ? (
        <LoadingState label="Loading your contacts…" />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : (
        <>
          {first ? <Allowance page={first} /> : null}
          {contacts.length === 0 ? (
            <EmptyState>
              You have not contacted a caregiver yet.{' '}
              <Link to="/find_childcarer/all">Find a caregiver</Link>
            </EmptyState>
          ) : (
            <ul className="plain-list" aria-label="Caregivers you contacted">
              {contacts.map((contact) => (
                <ContactItem key={contact.caregiver_id} contact={contact} />
              ))}
            </ul>
          )}
          <LoadMore pages={history} label="More contacts" />
        </>
      )}
    </Page>
  );
}

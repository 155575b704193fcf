import { useState } from 'react';
import { Link } from 'react-router-dom';
import { renderNotice } from '@core/inbox/templates';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useInbox, useMarkSeen, type InboxMail } from '../api/inbox';
import { useNoticeWords } from '../notice-words';

function Message({ mail }: { mail: InboxMail }) {
  const [open, setOpen] = useState(false);
  const markSeen = useMarkSeen();
  const notice = renderNotice(mail.template.name, mail.template.data ?? {}, useNoticeWords());
  const unread = !mail.seen && !markSeen.isSuccess;
  const toggle = () => {
    setOpen(!open);
    if (unread && !markSeen.isPending) markSeen.mutate(mail.mail_id);
  };
  return (
    <li className={unread ? 'mail-item mail-item--unread' : 'mail-item'}>
      <button type="button" aria-expanded={open} onClick={toggle}>
        {unread ? <span className="badge">New</span> : null} {notice.title}
        <br />
        <small>{new Date(mail.posted).toLocaleString()}</small>
      </button>
      {open ? (
        <div>
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <Link to={notice.path}>{notice.action}</Link>
          </p>
        </div>
      ) : null}
      {markSeen.isError ? (
        <p className="inline-error" role="alert">
          {errorMessage(markSeen.error)}
        </p>
      ) : null}
    </li>
  );
}

/** /inbox: every application, offer, answer and contact that concerns the user. */
export function InboxPage({ title }: PageProps) {
  const inbox = useInbox();
  const mail = inbox.data?.pages.flatMap((page) => page.mail) ?? [];
  return (
    <Page title={title} intro="Applications, offers, answers and contacts, newest first.">
      {inbox.isPending ? (
        <LoadingState label="Loading your messages…" />
      ) : inbox.isError ? (
        <ErrorState message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />
      ) : mail.length === 0 ? (
        <EmptyState>
          No messages yet. They arrive here when someone applies, offers or answers.
        </EmptyState>
      ) : (
        <>
          <ul className="mail-list" aria-label="Messages">
            {mail.map((item) => (
              <Message key={item.mail_id} mail={item} />
            ))}
          </ul>
          <LoadMore pages={inbox} label="Older messages" />
        </>
      )}
    </Page>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { renderNotice, withPositionNamed } from '@core/inbox/templates';
import { formatMoment } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useInbox, useMarkSeen, type InboxMail } from '../api/inbox';
import { useInboxT } from '../i18n';
import { useNoticeWords } from '../notice-words';

function Message({ mail }: { mail: InboxMail }) {
  const [open, setOpen] = useState(false);
  const markSeen = useMarkSeen();
  const t = useInboxT();
  const label = useOptionLabel();
  const data = mail.template.data ?? {};
  const notice = renderNotice(mail.template.name, withPositionNamed(data, label), useNoticeWords());
  const unread = !mail.seen && !markSeen.isSuccess;
  const toggle = () => {
    setOpen(!open);
    if (unread && !markSeen.isPending) markSeen.mutate(mail.mail_id);
  };
  return (
    <li className={unread ? 'mail-item mail-item--unread' : 'mail-item'}>
      <button type="button" aria-expanded={open} onClick={toggle}>
        {unread ? <span className="badge">{t('new')}</span> : null} {notice.title}
        <br />
        <small>{formatMoment(mail.posted)}</small>
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
  const t = useInboxT();
  return (
    <Page title={title} intro={t('intro')}>
      {inbox.isPending ? (
        <LoadingState label={t('loading')} />
      ) : inbox.isError ? (
        <ErrorState message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />
      ) : mail.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <ul className="mail-list" aria-label={t('list')}>
            {mail.map((item) => (
              <Message key={item.mail_id} mail={item} />
            ))}
          </ul>
          <LoadMore pages={inbox} label={t('older')} />
        </>
      )}
    </Page>
  );
}

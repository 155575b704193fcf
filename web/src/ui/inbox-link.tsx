import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { refreshUnread, watchUnread, type UnreadCounts } from '../lib/inbox/unread-count';
import { useAppT } from '../i18n/app/i18n';

/** A header link with its unread badge; the count is also in its accessible name. */
function CountLink({
  to,
  label,
  name,
  count,
}: {
  to: string;
  label: string;
  name: string;
  count: number;
}) {
  return (
    <Link to={to} aria-label={`${label}, ${name}`} className="inbox-link">
      {label}
      {count > 0 ? (
        <span className="count-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The header's Inbox (notificationCount) and Messages (messageCount) links, both fed by the
 * one shared poll of /api/inbox/unread. Messages only for those who can have conversations
 * (parents and caregivers, `withMessages`).
 */
export function InboxLinks({ withMessages }: { withMessages: boolean }) {
  const [counts, setCounts] = useState<UnreadCounts>({ notificationCount: 0, messageCount: 0 });
  const { pathname } = useLocation();
  useEffect(() => watchUnread(setCounts), []);
  // Moving to another screen asks too: a 304 costs next to nothing and the counts are current.
  useEffect(() => void refreshUnread(), [pathname]);
  const t = useAppT();
  const notices = counts.notificationCount;
  const messages = counts.messageCount;
  return (
    <>
      <CountLink
        to="/inbox"
        label={t('inbox.label')}
        name={t('inbox.unread', { count: notices })}
        count={notices}
      />
      {withMessages ? (
        <CountLink
          to="/messages"
          label={t('messages.label')}
          name={t('messages.unread', { count: messages })}
          count={messages}
        />
      ) : null}
    </>
  );
}

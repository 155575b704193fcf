import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { refreshUnread, watchUnread, type UnreadCounts } from '../lib/inbox/unread-count';
import { useAppT } from '../i18n/app/i18n';

/**
 * A header link with its unread badge. Its accessible name is what it shows ("Inbox 3") plus a
 * hidden word ("unread"), never a separate label: voice control users say what they see
 * (WCAG 2.5.3, label in name). Nothing unread: the name is the visible word alone.
 */
function CountLink({ to, label, count }: { to: string; label: string; count: number }) {
  const t = useAppT();
  return (
    <Link to={to} className="inbox-link">
      {label}
      {count > 0 ? (
        <>
          {' '}
          <span className="count-badge">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden"> {t('header.unread', { count })}</span>
        </>
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
      <CountLink to="/inbox" label={t('inbox.label')} count={notices} />
      {withMessages ? (
        <CountLink to="/messages" label={t('messages.label')} count={messages} />
      ) : null}
    </>
  );
}

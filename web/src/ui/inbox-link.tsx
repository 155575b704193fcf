import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { refreshUnread, watchUnread } from '../lib/inbox/unread-count';

/** The header's inbox link with the unread count (notificationCount), kept fresh by polling. */
export function InboxLink() {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => watchUnread(setCount), []);
  // Moving to another screen asks too: a 304 costs next to nothing and the count is current.
  useEffect(() => void refreshUnread(), [pathname]);
  const label = count === 1 ? '1 unread message' : `${count} unread messages`;
  return (
    <Link to="/inbox" aria-label={`Inbox, ${label}`} className="inbox-link">
      Inbox
      {count > 0 ? (
        <span className="count-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

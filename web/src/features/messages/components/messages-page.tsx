import { Link } from 'react-router-dom';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { formatMoment } from '../../../i18n/format';
import { LoadMore } from '../../../ui/load-more';
import { Page } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useConversations, type Summary } from '../api/conversations';

function ConversationItem({ conversation }: { conversation: Summary }) {
  const { id, other, lastMessage, unread } = conversation;
  const preview = lastMessage
    ? `${lastMessage.fromMe ? 'You: ' : ''}${lastMessage.body}`
    : 'No messages yet';
  return (
    <li
      className={unread > 0 ? 'conversation-item conversation-item--unread' : 'conversation-item'}
    >
      <Link to={`/messages/${encodeURIComponent(id)}`}>
        <span className="conversation-item__top">
          <strong>{other.name}</strong>
          {lastMessage ? <small>{formatMoment(lastMessage.sentAt)}</small> : null}
        </span>
        <span className="conversation-item__preview">
          <span className="conversation-item__text">{preview}</span>
          {unread > 0 ? (
            <span className="badge">
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** /messages: the caller's conversations, the most recent activity first. */
export function MessagesPage({ title }: PageProps) {
  const list = useConversations();
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  return (
    <Page title={title}>
      {!list.data ? (
        list.isError ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <LoadingState label="Loading your conversations…" />
        )
      ) : conversations.length === 0 ? (
        <EmptyState>
          No conversations yet. You can message a family or a caregiver once you are connected:
          after an application, an offer or a contact. Look for the Message button on those pages.
        </EmptyState>
      ) : (
        <>
          <ul className="conversation-list" aria-label="Conversations">
            {conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} />
            ))}
          </ul>
          <LoadMore pages={list} label="Load more" />
        </>
      )}
    </Page>
  );
}

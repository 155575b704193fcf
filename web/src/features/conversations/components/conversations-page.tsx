import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { formatMoment } from '../../../i18n/format';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import { useConversations, type Summary } from '../api/conversations';
import { useConversationsT } from '../i18n';

function ConversationItem({ conversation }: { conversation: Summary }) {
  const { id, other, lastMessage, unread } = conversation;
  const t = useConversationsT();
  const preview = lastMessage
    ? lastMessage.fromMe
      ? t('list.fromMe', { text: lastMessage.body })
      : lastMessage.body
    : t('list.noMessages');
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
              <span className="visually-hidden"> {t('list.unread')}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** /messages: the caller's conversations, the most recent activity first. */
export function ConversationsPage({ title }: PageProps) {
  const list = useConversations();
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const t = useConversationsT();
  return (
    <Page title={title}>
      {!list.data ? (
        list.isError ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <LoadingState label={t('list.loading')} />
        )
      ) : conversations.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <>
          <ul className="conversation-list" aria-label={t('list.label')}>
            {conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} />
            ))}
          </ul>
          <LoadMore pages={list} label={t('list.more')} />
        </>
      )}
    </Page>
  );
}

import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-error';
import { LoadMore } from '../../../ui/load-more';
import { Page, type PageProps } from '../../../ui/page';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/status';
import type { Summary } from '../api/conversations';
import { useMarkRead, useThread, type Message, type ThreadPage } from '../api/thread';
import { BlockControl } from './block-control';
import { ShareControl } from './share-control';
import { MessageForm } from './message-form';
import { useConversationsT } from '../i18n';
import { MessageItem } from './message-item';

/** The loaded pages as one list, oldest first (each page is oldest first, pages newest first). */
function inOrder(pages: ThreadPage[]): Message[] {
  const byId = new Map<string, Message>();
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) if (!byId.has(message.id)) byId.set(message.id, message);
  }
  return [...byId.values()];
}

/** Marks the conversation read when it shows unread messages (on opening, and as they arrive). */
function useReadOnArrival(conversation: Summary, messages: Message[]) {
  const { mutate } = useMarkRead(conversation.id);
  const marked = useRef<string | undefined>(undefined);
  const newest = messages.filter((message) => !message.fromMe).at(-1)?.id ?? '';
  const unread = conversation.unread;
  useEffect(() => {
    if (unread === 0 || marked.current === newest) return;
    marked.current = newest;
    mutate(undefined, { onError: () => (marked.current = undefined) });
  }, [unread, newest, mutate]);
}

function BlockedNotice({ conversation }: { conversation: Summary }) {
  const t = useConversationsT();
  return (
    <p className="status status--empty" role="status">
      {conversation.blocked === 'by-me'
        ? t('blocked.byMe', { name: conversation.other.name })
        : t('blocked.other')}
    </p>
  );
}

function Thread({ conversation, pages }: { conversation: Summary; pages: ThreadPage[] }) {
  const messages = inOrder(pages);
  useReadOnArrival(conversation, messages);
  const lastSeen = messages.filter((message) => message.fromMe && message.seen).at(-1)?.id;
  const list = useRef<HTMLOListElement>(null);
  const t = useConversationsT();
  // Opening a long thread shows its newest messages, just above the form.
  // A block body: Chromium's scrollIntoView returns a promise, which React would take for a
  // cleanup function and call on unmount (a blank page on leaving the thread).
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <>
      {messages.length === 0 ? (
        <EmptyState>{t('thread.empty')}</EmptyState>
      ) : (
        <ol className="message-list" aria-label={t('thread.list')} ref={list}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              conversationId={conversation.id}
              message={message}
              seen={message.id === lastSeen}
            />
          ))}
        </ol>
      )}
      {conversation.blocked === 'none' ? (
        <MessageForm conversationId={conversation.id} />
      ) : (
        <BlockedNotice conversation={conversation} />
      )}
      <ShareControl page={pages[0]!} />
      <BlockControl conversation={conversation} />
    </>
  );
}

/** /messages/:id: one conversation, newest last, re-read every 15 s while it is shown. */
export function ConversationPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const thread = useThread(id);
  const conversation = thread.data?.pages[0]?.conversation;
  const other = conversation?.other;
  const t = useConversationsT();
  const heading =
    other && other.user_type !== 'parent' ? (
      <Link to={`/cv/${encodeURIComponent(other.uid)}`}>{other.name}</Link>
    ) : (
      other?.name
    );
  return (
    <Page title={other?.name ?? title} heading={heading}>
      <p>
        <Link to="/messages">{t('thread.all')}</Link>
      </p>
      {conversation ? (
        <>
          <LoadMore pages={thread} label={t('thread.older')} />
          <Thread key={id} conversation={conversation} pages={thread.data?.pages ?? []} />
        </>
      ) : thread.isError ? (
        <ErrorState message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />
      ) : (
        <LoadingState label={t('thread.loading')} />
      )}
    </Page>
  );
}

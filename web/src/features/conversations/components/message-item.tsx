import { formatMoment } from '../../../i18n/format';
import { ReportButton } from '../../../ui/report-action';
import type { Message } from '../api/thread';
import { useConversationsT } from '../i18n';

/**
 * One message: the caller's own on one side, the other's on the other with a way to report
 * it. The body is plain text (a React text node; line breaks kept by CSS).
 */
export function MessageItem({
  conversationId,
  message,
  seen,
}: {
  conversationId: string;
  message: Message;
  /** The caller's last message the other has read: 'Seen' goes under it. */
  seen: boolean;
}) {
  const t = useConversationsT();
  const side = message.fromMe ? 'message message--mine' : 'message message--theirs';
  return (
    <li className={side}>
      <span className="visually-hidden">
        {message.fromMe ? t('item.youWrote') : t('item.theyWrote')}
      </span>
      {message.hidden ? (
        <p className="message__body message__body--hidden">{t('item.removed')}</p>
      ) : (
        <p className="message__body">{message.body}</p>
      )}
      <small className="message__time">{formatMoment(message.sentAt)}</small>
      {seen ? <small className="message__seen">{t('item.seen')}</small> : null}
      {!message.fromMe && !message.hidden ? (
        <ReportButton
          what="message"
          target={{ kind: 'message', conversation_id: conversationId, message_id: message.id }}
        />
      ) : null}
    </li>
  );
}

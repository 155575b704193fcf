import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../lib/api-error';
import { useStartConversation } from '../lib/start-conversation';
import { useUiT } from './i18n';

/**
 * "Message …": opens the conversation with a connected person (an application, an offer or a
 * contact links them) and goes to it; a refusal shows the API's reason beside the button.
 */
export function MessageButton({ uid, name }: { uid: string; name: string }) {
  const t = useUiT();
  const start = useStartConversation();
  const navigate = useNavigate();
  const open = () =>
    start.mutate(uid, {
      onSuccess: ({ conversation }) =>
        void navigate(`/messages/${encodeURIComponent(conversation.id)}`),
    });
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={start.isPending}
        onClick={open}
      >
        {t('message.button', { name })}
      </button>
      {start.isError ? (
        <p className="inline-error" role="alert">
          {errorMessage(start.error)}
        </p>
      ) : null}
    </>
  );
}

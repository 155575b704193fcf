import type { FormEvent } from 'react';
import { MESSAGE_MAX, messageTooLong } from '@core/conversations/limits';
import { isKeptOffline } from '../../../lib/api-error';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { useBoundedText } from '../../../lib/use-bounded-text';
import { CountedTextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { useSendMessage } from '../api/thread';
import { useConversationsT } from '../i18n';

/** Writing a message: a live count, the text kept when sending fails (or on the phone offline). */
export function MessageForm({ conversationId }: { conversationId: string }) {
  const t = useConversationsT();
  const field = useBoundedText(MESSAGE_MAX, messageTooLong, t('form.required'));
  const send = useSendMessage(conversationId);
  const { sentFrom, refused } = useFocusOnRefusal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const text = field.take();
    if (text === undefined) return refused();
    // Kept offline, it is on its way like a sent one: the box is free for the next message.
    const done = {
      onSuccess: field.clear,
      onError: (error: unknown) => isKeptOffline(error) && field.clear(),
    };
    if (!send.isPending) send.mutate(text, done);
  };
  return (
    <form className="form message-form" onSubmit={submit} noValidate>
      <CountedTextField
        label={t('form.label')}
        name="body"
        required
        max={MESSAGE_MAX}
        value={field.text}
        onChange={field.onChange}
        error={field.error}
      />
      {send.isError ? <SendError error={send.error} /> : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}

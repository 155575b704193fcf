import type { FormEvent } from 'react';
import { MESSAGE_MAX, messageTooLong } from '@core/conversations/limits';
import { errorMessage } from '../../../lib/api-error';
import { useBoundedText } from '../../../lib/use-bounded-text';
import { CountedTextField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { useSendMessage } from '../api/thread';
import { useMessagesT } from '../i18n';

/** Writing a message: a live count, the text kept when sending fails. */
export function MessageForm({ conversationId }: { conversationId: string }) {
  const t = useMessagesT();
  const field = useBoundedText(MESSAGE_MAX, messageTooLong, t('form.required'));
  const send = useSendMessage(conversationId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = field.take();
    if (text !== undefined && !send.isPending) send.mutate(text, { onSuccess: field.clear });
  };
  return (
    <form className="form message-form" onSubmit={submit} noValidate>
      <CountedTextField
        label={t('form.label')}
        name="body"
        max={MESSAGE_MAX}
        value={field.text}
        onChange={field.onChange}
        error={field.error}
      />
      {send.isError ? <ErrorState message={errorMessage(send.error)} /> : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}

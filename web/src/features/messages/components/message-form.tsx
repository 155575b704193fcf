import { useState, type FormEvent } from 'react';
import { MESSAGE_MAX, messageTooLong } from '@core/conversations/limits';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { useSendMessage } from '../api/thread';

const problemOf = (text: string) => (text.trim().length > MESSAGE_MAX ? messageTooLong : undefined);

/** Writing a message: a live count, the text kept when sending fails. */
export function MessageForm({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = useSendMessage(conversationId);
  const tooLong = problemOf(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setEmpty(true);
    if (tooLong || send.isPending) return;
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <form className="form message-form" onSubmit={submit} noValidate>
      <TextField
        label="Message"
        name="body"
        multiline
        value={text}
        onChange={(next) => {
          setText(next);
          setEmpty(false);
        }}
        hint={`${text.trim().length} / ${MESSAGE_MAX} characters`}
        error={tooLong ?? (empty ? 'Write a message' : undefined)}
      />
      {send.isError ? <ErrorState message={errorMessage(send.error)} /> : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

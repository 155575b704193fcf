import type { FormEvent } from 'react';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { errorMessage } from '../../../lib/api-error';
import { TextField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { ErrorState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { contactBody, useSendContactMessage } from '../api/send-contact-message';

const empty = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const form = useZodForm(contactBody, empty);
  const send = useSendContactMessage();
  const text = (name: keyof typeof empty) => String(form.values[name] ?? '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    send.mutate(body, { onSuccess: () => form.reset(), onError: form.showServerError });
  }

  return (
    <Page
      title="Contact us"
      intro="Questions, ideas or a problem? Write to us and we will answer by e-mail."
      narrow
    >
      {send.isSuccess ? (
        <SuccessState>
          <p>{send.data.message}</p>
        </SuccessState>
      ) : null}
      {send.isError ? <ErrorState message={errorMessage(send.error)} /> : null}
      <form onSubmit={handleSubmit} noValidate className="form">
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          value={text('name')}
          onChange={(value) => form.setField('name', value)}
          error={form.errors.name}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={text('email')}
          onChange={(value) => form.setField('email', value)}
          error={form.errors.email}
        />
        <TextField
          label="Subject"
          name="subject"
          value={text('subject')}
          onChange={(value) => form.setField('subject', value)}
          error={form.errors.subject}
        />
        <TextField
          label="Message"
          name="message"
          multiline
          value={text('message')}
          onChange={(value) => form.setField('message', value)}
          error={form.errors.message}
        />
        <SubmitButton busy={send.isPending} busyLabel="Sending…">
          Send message
        </SubmitButton>
      </form>
    </Page>
  );
}

import { useZodForm } from '../../../lib/forms/use-zod-form';
import { EmailField, TextField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { MutationStatus } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { contactBody, useSendContactMessage } from '../api/send-contact-message';

const empty = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const form = useZodForm(contactBody, empty);
  const send = useSendContactMessage();

  return (
    <Page
      title="Contact us"
      intro="Questions, ideas or a problem? Write to us and we will answer by e-mail."
      narrow
    >
      <MutationStatus mutation={send} />
      <form onSubmit={form.submitTo(send, { onSuccess: form.reset })} noValidate className="form">
        <TextField label="Your name" autoComplete="name" {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <TextField label="Subject" {...form.field('subject')} />
        <TextField label="Message" multiline {...form.field('message')} />
        <SubmitButton busy={send.isPending} busyLabel="Sending…">
          Send message
        </SubmitButton>
      </form>
    </Page>
  );
}

import { useZodForm } from '../../../lib/forms/use-zod-form';
import { EmailField, TextField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { MutationStatus } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { contactBody, useSendContactMessage } from '../api/send-contact-message';
import { useContactUsT } from '../i18n';

const empty = { name: '', email: '', subject: '', message: '' };

export function ContactUsPage() {
  const form = useZodForm(contactBody, empty);
  const send = useSendContactMessage();
  const t = useContactUsT();

  return (
    <Page title={t('title')} intro={t('intro')} narrow>
      <MutationStatus mutation={send} />
      <form onSubmit={form.submitTo(send, { onSuccess: form.reset })} noValidate className="form">
        <TextField label={t('name')} autoComplete="name" {...form.field('name')} />
        <EmailField {...form.field('email')} />
        <TextField label={t('subject')} {...form.field('subject')} />
        <TextField label={t('message')} multiline {...form.field('message')} />
        <SubmitButton busy={send.isPending} busyLabel={t('sending')}>
          {t('send')}
        </SubmitButton>
      </form>
    </Page>
  );
}

import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useContactLimit } from '../../../lib/contacts/contact-caregiver';
import { TextField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { contactLimitBody, useSetContactLimit } from '../api/contact-limit';
import { useAdminUsersT } from '../i18n';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';

/** contact_limit/limit: free caregiver contacts a parent has without a package. */
export function ContactLimitForm() {
  const t = useAdminUsersT();
  const current = useContactLimit();
  const save = useSetContactLimit();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const { sentFrom, refused } = useFocusOnRefusal();
  const shown = value ?? (current.data ? String(current.data.limit) : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const parsed = contactLimitBody.safeParse({ limit: shown === '' ? NaN : Number(shown) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return refused();
    }
    setError(undefined);
    save.mutate(parsed.data);
  };
  return (
    <section aria-labelledby="contact-limit-title" className="card">
      <h2 id="contact-limit-title">{t('limit.title')}</h2>
      {save.isSuccess ? (
        <SuccessState>
          <p>{t('limit.saved', { limit: save.data.limit })}</p>
        </SuccessState>
      ) : null}
      {save.isError ? <ErrorState message={errorMessage(save.error)} /> : null}
      <form onSubmit={submit} noValidate className="form">
        <TextField
          label={t('limit.label')}
          name="limit"
          required
          inputMode="numeric"
          value={shown}
          onChange={setValue}
          error={error}
        />
        <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
          {t('limit.save')}
        </SubmitButton>
      </form>
    </section>
  );
}

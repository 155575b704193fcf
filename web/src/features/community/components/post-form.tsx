import { useState, type FormEvent } from 'react';
import { attachmentRules, postEditBody } from '@core/community/schemas';
import { useSaidErrors } from '../../../lib/forms/api-words';
import { fieldErrorsOf, refusesEmpty, type FieldErrors } from '../../../lib/forms/use-zod-form';
import { TextField } from '../../../ui/fields';
import { SubmitButton } from '../../../ui/submit-button';
import { useCommunityT } from '../i18n';

const MB = 1024 * 1024;
export interface PostFields {
  title: string;
  info: string;
  photo?: File;
  file?: File;
}

/**
 * Title and text (checked with the API's own schema before sending), and, for a new post, an
 * optional photo and PDF. The files are checked again by content on the server.
 */
export function PostForm({
  initial = { title: '', info: '' },
  withFiles = false,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial?: { title: string; info: string };
  withFiles?: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (fields: PostFields, reset: () => void) => void;
}) {
  const t = useCommunityT();
  const [title, setTitle] = useState(initial.title);
  const [info, setInfo] = useState(initial.info);
  const [photo, setPhoto] = useState<File>();
  const [file, setFile] = useState<File>();
  const [checked, setErrors] = useState<FieldErrors>({});
  // The schema's messages in the reader's language (the photo and file ones already are).
  const errors = useSaidErrors(checked);
  const reset = () => {
    setTitle('');
    setInfo('');
    setPhoto(undefined);
    setFile(undefined);
  };
  const tooBig = (chosen: File | undefined, max: number) =>
    chosen && chosen.size > max ? t('form.tooBig', { size: max / MB }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = postEditBody.safeParse({ title, info });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const photoError = tooBig(photo, attachmentRules.photo.maxBytes);
    const fileError = tooBig(file, attachmentRules.file.maxBytes);
    if (photoError) found.photo = photoError;
    if (fileError) found.file = fileError;
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ title, info, photo, file }, reset);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={t('form.title')}
        name="title"
        required={refusesEmpty(postEditBody, 'title')}
        value={title}
        onChange={setTitle}
        error={errors.title}
        maxLength={120}
      />
      <TextField
        label={t('form.text')}
        name="info"
        required={refusesEmpty(postEditBody, 'info')}
        value={info}
        onChange={setInfo}
        error={errors.info}
        multiline
      />
      {withFiles ? (
        <>
          <div className="field">
            <label htmlFor="post-photo">{t('form.photo')}</label>
            <input
              id="post-photo"
              type="file"
              accept={attachmentRules.photo.types.join(',')}
              onChange={(event) => setPhoto(event.target.files?.[0])}
            />
            {errors.photo ? <p className="field__error">{errors.photo}</p> : null}
          </div>
          <div className="field">
            <label htmlFor="post-file">{t('form.file')}</label>
            <input
              id="post-file"
              type="file"
              accept={attachmentRules.file.types.join(',')}
              onChange={(event) => setFile(event.target.files?.[0])}
            />
            {errors.file ? <p className="field__error">{errors.file}</p> : null}
          </div>
        </>
      ) : null}
      <SubmitButton busy={busy} busyLabel={t('form.saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { attachmentRules, postEditBody } from '@core/community/schemas';
import { useSaidErrors } from '../../../lib/forms/api-words';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { fieldErrorsOf, refusesEmpty, type FieldErrors } from '../../../lib/forms/use-zod-form';
import { FileField, TextField } from '../../../ui/fields';
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
  const { sentFrom, refused } = useFocusOnRefusal();
  // Starting afresh also empties the file choosers, which hold their choice themselves.
  const [emptied, setEmptied] = useState(0);
  const reset = () => {
    setTitle('');
    setInfo('');
    setPhoto(undefined);
    setFile(undefined);
    setEmptied((count) => count + 1);
  };
  const tooBig = (chosen: File | undefined, max: number) =>
    chosen && chosen.size > max ? t('form.tooBig', { size: max / MB }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const parsed = postEditBody.safeParse({ title, info });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const photoError = tooBig(photo, attachmentRules.photo.maxBytes);
    const fileError = tooBig(file, attachmentRules.file.maxBytes);
    if (photoError) found.photo = photoError;
    if (fileError) found.file = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0) return refused();
    onSubmit({ title, info, photo, file }, reset);
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
          <FileField
            key={`photo-${emptied}`}
            label={t('form.photo')}
            accept={attachmentRules.photo.types}
            onChoose={setPhoto}
            error={errors.photo}
          />
          <FileField
            key={`file-${emptied}`}
            label={t('form.file')}
            accept={attachmentRules.file.types}
            onChoose={setFile}
            error={errors.file}
          />
        </>
      ) : null}
      <SubmitButton busy={busy} busyLabel={t('form.saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

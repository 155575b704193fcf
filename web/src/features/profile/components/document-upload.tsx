import { useId, useState } from 'react';
import { documentKindNames, documentKinds, type DocumentKind } from '@core/profiles/document-kinds';
import { APP_NAME } from '@core/reference/brand';
import { formatDay } from '../../../i18n/format';
import type { Me } from '../../../lib/use-me';
import { CheckboxField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useUploadDocument } from '../api/upload-document';
import { DocumentBadge } from './document-badge';
import { tProfile, useProfileT, type ProfileKey } from '../i18n';

const documentTitles: Record<DocumentKind, ProfileKey> = {
  photo: 'document.photo',
  cv: 'document.cv',
  police: 'document.police',
  medical: 'document.medical',
  certificate: 'document.certificate',
};

/** Institutions keep the same fields, for a logo, their profile and their accreditation. */
const institutionTitles: Partial<Record<DocumentKind, ProfileKey>> = {
  photo: 'document.institution.photo',
  cv: 'document.institution.cv',
  certificate: 'document.institution.certificate',
};

/** A document's name for this user type, in the reader's language (call it at render). */
export const documentTitle = (kind: DocumentKind, userType: Me['user_type']) =>
  tProfile(
    (userType === 'institution' ? institutionTitles[kind] : undefined) ?? documentTitles[kind],
  );

/** The documents each user type keeps: clearances are about people, not institutions. */
export const documentsFor = (userType: Me['user_type']): DocumentKind[] =>
  userType === 'institution' ? ['photo', 'cv', 'certificate'] : [...documentKindNames];

const MB = 1024 * 1024;

/** One document: what is allowed, whether it is there, and an upload with progress. */
export function DocumentUpload({
  me,
  kind,
  required,
}: {
  me: Me;
  kind: DocumentKind;
  required: boolean;
}) {
  const t = useProfileT();
  const id = useId();
  const spec = documentKinds[kind];
  const sensitive = 'sensitive' in spec;
  const [consent, setConsent] = useState(false);
  const [tooBig, setTooBig] = useState('');
  const { state, upload } = useUploadDocument(kind);
  const busy = state.step === 'uploading' || state.step === 'checking';
  const title = documentTitle(kind, me.user_type);
  const consentedAt = sensitive ? me.consents?.[kind as 'police' | 'medical'] : undefined;

  const choose = (file: File | undefined) => {
    setTooBig('');
    if (!file) return;
    if (file.size > spec.maxBytes) {
      setTooBig(t('upload.tooBig', { mb: spec.maxBytes / MB }));
      return;
    }
    void upload(file, sensitive ? consent : undefined);
  };

  return (
    // The id is an address: the header's "Medical test" opens the Uploads page at #document-medical.
    <section className="card upload" id={`document-${kind}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} {required ? t('upload.required') : t('upload.optional')}
      </h2>
      <DocumentBadge me={me} kind={kind} />
      <p className="field__hint">
        {t(kind === 'photo' ? 'upload.acceptsImage' : 'upload.acceptsPdf', {
          mb: spec.maxBytes / MB,
        })}
      </p>
      {sensitive ? (
        <CheckboxField
          label={t('upload.consent', { app: APP_NAME })}
          name={`${kind}-consent`}
          checked={consent}
          onChange={setConsent}
        />
      ) : null}
      {consentedAt ? (
        <p className="field__hint">{t('upload.agreedOn', { date: formatDay(consentedAt) })}</p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`}>
          {t('upload.choose', { document: title.toLowerCase() })}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={spec.types.join(',')}
          disabled={busy || (sensitive && !consent)}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {state.step === 'uploading' ? (
        <div role="status" aria-live="polite">
          <progress
            max={100}
            value={state.percent}
            aria-label={t('upload.uploadingLabel', { document: title })}
          />
          <p>{t('upload.uploading', { percent: state.percent })}</p>
        </div>
      ) : null}
      {state.step === 'checking' ? <p role="status">{t('upload.checking')}</p> : null}
      {state.step === 'done' ? (
        <SuccessState>
          <p>{state.message}</p>
        </SuccessState>
      ) : null}
      {state.step === 'failed' ? <ErrorState message={state.message} /> : null}
      {tooBig ? <ErrorState message={tooBig} /> : null}
    </section>
  );
}

import { useId, useState } from 'react';
import { documentKindNames, documentKinds, type DocumentKind } from '@core/profiles/document-kinds';
import { APP_NAME } from '@core/reference/brand';
import type { Me } from '../../../lib/use-me';
import { CheckboxField } from '../../../ui/fields';
import { ErrorState, SuccessState } from '../../../ui/status';
import { useUploadDocument } from '../api/upload-document';
import { DocumentBadge } from './document-badge';

export const documentTitles: Record<DocumentKind, string> = {
  photo: 'Profile photo',
  cv: 'CV',
  police: 'Police clearance',
  medical: 'Medical clearance',
  certificate: 'Certificate',
};

/** Institutions keep the same fields, for a logo, their profile and their accreditation. */
const institutionTitles: Partial<Record<DocumentKind, string>> = {
  photo: 'Logo or photo',
  cv: 'Institution profile',
  certificate: 'Registration or accreditation certificate',
};

export const documentTitle = (kind: DocumentKind, userType: Me['user_type']) =>
  (userType === 'institution' ? institutionTitles[kind] : undefined) ?? documentTitles[kind];

/** The documents each user type keeps: clearances are about people, not institutions. */
export const documentsFor = (userType: Me['user_type']): DocumentKind[] =>
  userType === 'institution' ? ['photo', 'cv', 'certificate'] : [...documentKindNames];

const MB = 1024 * 1024;
const consentText = `I agree that ${APP_NAME} keeps this document, which holds sensitive personal data, to show families that I provided it. I can delete it with my account at any time.`;

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
      setTooBig(`That file is larger than ${spec.maxBytes / MB} MB. Please choose a smaller one.`);
      return;
    }
    void upload(file, sensitive ? consent : undefined);
  };

  return (
    <section className="card upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} {required ? '(required)' : '(optional)'}
      </h2>
      <DocumentBadge me={me} kind={kind} />
      <p className="field__hint">
        {spec.label[0]!.toUpperCase() + spec.label.slice(1)}, up to {spec.maxBytes / MB} MB.
      </p>
      {sensitive ? (
        <CheckboxField
          label={consentText}
          name={`${kind}-consent`}
          checked={consent}
          onChange={setConsent}
        />
      ) : null}
      {consentedAt ? (
        <p className="field__hint">You agreed on {new Date(consentedAt).toLocaleDateString()}.</p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`}>Choose a file for your {title.toLowerCase()}</label>
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
          <progress max={100} value={state.percent} aria-label={`Uploading ${title}`} />
          <p>Uploading… {state.percent}%</p>
        </div>
      ) : null}
      {state.step === 'checking' ? <p role="status">Checking the file…</p> : null}
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

import { useState, type FormEvent } from 'react';
import { shortMessageError } from '@core/inbox/short-message';
import type { ContactOutcome } from '@core/contacts/schemas';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../lib/api-error';
import {
  useContactAllowance,
  useContactCaregiver,
  useContactLimit,
} from '../lib/contacts/contact-caregiver';
import { ContactDetails, PackagePanel } from './contact-details';
import { TextField } from './fields';
import { ErrorState, SuccessState } from './status';
import { useUiT } from './i18n';

const HISTORY_PATH = '/my_account/parent/jobs_profiles/contact_history/none';

function FreeContactsHint() {
  const t = useUiT();
  const limit = useContactLimit();
  if (!limit.data) return null;
  return <>{t('contact.freeHint', { count: limit.data.limit })}</>;
}

/** What the parent sees once the caregiver is told: their details if shared, else the thread. */
function Contacted({ outcome }: { outcome: ContactOutcome }) {
  const t = useUiT();
  const { caregiver, details, remaining, conversation_id } = outcome;
  return (
    <SuccessState>
      {details ? (
        <>
          <p>{t('contact.told', { name: caregiver.fullname })}</p>
          <ContactDetails caregiver={details} />
        </>
      ) : (
        <p>{t('contact.toldPrivate', { name: caregiver.fullname })}</p>
      )}
      <p>
        <Link
          className="button button--secondary"
          to={`/messages/${encodeURIComponent(conversation_id)}`}
        >
          {t('message.button', { name: caregiver.fullname })}
        </Link>
      </p>
      <p>
        {remaining === null ? '' : `${t('contact.freeLeft', { count: remaining })} `}
        <Link to={HISTORY_PATH}>{t('contact.history')}</Link>
      </p>
    </SuccessState>
  );
}

/** A refused contact: what a package gives when the free contacts are spent, else the reason. */
function Refused({ error }: { error: ApiError }) {
  const allowance = useContactAllowance(true);
  if (allowance.isPending) return null;
  const spent =
    allowance.data && !allowance.data.hasPackage && allowance.data.used >= allowance.data.limit;
  return spent ? <PackagePanel message={error.message} /> : <ErrorState message={error.message} />;
}

/** A signed-in parent's way to contact a caregiver (contact-caregiver.tsx). */
export default function ContactFlow({ uid, name }: { uid: string; name: string }) {
  const t = useUiT();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const contact = useContactCaregiver(uid);

  if (contact.isSuccess) return <Contacted outcome={contact.data} />;
  if (contact.error instanceof ApiError && contact.error.status === 403) {
    return <Refused error={contact.error} />;
  }
  if (!open) {
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('contact.open')}
        </button>
      </p>
    );
  }
  const tooLong = shortMessageError(message);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) contact.mutate(message);
  };
  return (
    <form className="form" onSubmit={send} aria-label={t('contact.formLabel', { name })}>
      <TextField
        label={t('contact.message')}
        name="message"
        multiline
        value={message}
        onChange={setMessage}
        error={tooLong}
        hint={
          <>
            {t('contact.hint', { name })} <FreeContactsHint />
          </>
        }
      />
      {contact.isError ? <ErrorState message={errorMessage(contact.error)} /> : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={contact.isPending || Boolean(tooLong)}>
          {contact.isPending ? t('common.sending') : t('contact.send')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

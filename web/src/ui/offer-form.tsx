import { useState } from 'react';
import { shortMessageError } from '@core/inbox/short-message';
import { errorMessage } from '../lib/api-error';
import { useSendOffer } from '../lib/send-offer';
import { TextField } from './fields';
import { ErrorState, SuccessState } from './status';
import { useUiT } from './i18n';

/** Sends one of the parent's jobs to a caregiver as an offer, with a short message. */
export function OfferForm({
  jobId,
  caregiverId,
  name,
}: {
  jobId: string;
  caregiverId: string;
  name: string;
}) {
  const t = useUiT();
  const [message, setMessage] = useState('');
  const send = useSendOffer(jobId);
  if (send.isSuccess) {
    return (
      <SuccessState>
        <p>{t('offer.sent', { name })}</p>
      </SuccessState>
    );
  }
  const tooLong = shortMessageError(message);
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) send.mutate({ caregiver_id: caregiverId, message });
      }}
    >
      <TextField
        label={t('offer.message', { name })}
        name="message"
        multiline
        value={message}
        onChange={setMessage}
        error={tooLong}
        hint={t('offer.hint')}
      />
      {send.isError ? <ErrorState message={errorMessage(send.error)} /> : null}
      <button type="submit" className="button" disabled={send.isPending || Boolean(tooLong)}>
        {send.isPending ? t('common.sending') : t('offer.send', { name })}
      </button>
    </form>
  );
}

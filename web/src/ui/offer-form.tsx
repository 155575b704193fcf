import { useState } from 'react';
import { shortMessageError } from '@core/inbox/short-message';
import { isKeptOffline } from '../lib/api-error';
import { useSendOffer } from '../lib/send-offer';
import { TextField } from './fields';
import { SendError, SuccessState } from './status';
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
  // Kept offline: sent once the network is back; the form is not offered a second time.
  if (isKeptOffline(send.error)) return <SendError error={send.error} />;
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
      {send.isError ? <SendError error={send.error} /> : null}
      <button type="submit" className="button" disabled={send.isPending || Boolean(tooLong)}>
        {send.isPending ? t('common.sending') : t('offer.send', { name })}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { useSendOffer } from '../lib/send-offer';
import { ErrorState, SuccessState } from './status';

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
  const [message, setMessage] = useState('');
  const send = useSendOffer(jobId);
  if (send.isSuccess) {
    return (
      <SuccessState>
        <p>Your offer was sent to {name}. You will see their answer here and in your inbox.</p>
      </SuccessState>
    );
  }
  const fieldId = `offer-${caregiverId}`;
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ caregiver_id: caregiverId, message });
      }}
    >
      <div className="field">
        <label htmlFor={fieldId}>Message to {name} (optional)</label>
        <textarea
          id={fieldId}
          maxLength={500}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {send.isError ? <ErrorState message={errorMessage(send.error)} /> : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : `Send the offer to ${name}`}
      </button>
    </form>
  );
}

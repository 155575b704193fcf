import { useEffect, useRef } from 'react';
import type { PhoneCodePurpose } from '@core/phone-accounts/schemas';
import { TextField } from '../../../ui/fields';
import { MutationStatus } from '../../../ui/status';
import { useSendPhoneCode } from '../api/phone-code';
import { useAuthT } from '../i18n';
import type { CodeSent } from './phone-steps';

/**
 * The texted code: digits only, filled in by the phone from the text where it can
 * (one-time-code), and what was sent where said under it. Focus lands on it when it shows.
 */
export function CodeField({
  sent,
  field,
}: {
  sent: CodeSent;
  field: { name: string; value: string; onChange: (value: string) => void; error?: string };
}) {
  const t = useAuthT();
  const box = useRef<HTMLDivElement>(null);
  // The step opens on the field the person came for; its hint says where the code went.
  useEffect(() => box.current?.querySelector('input')?.focus(), []);
  return (
    <div ref={box}>
      <TextField
        label={t('phone.code')}
        hint={t('phone.codeSent', { number: sent.e164, minutes: sent.minutes })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...field}
      />
    </div>
  );
}

/**
 * Below the code's form: "Send a new code" (a lost or late text; the API's answer said beside
 * it) and a way back to change the number.
 */
export function CodeStepActions({
  sent,
  purpose,
  onChangeNumber,
}: {
  sent: CodeSent;
  purpose: PhoneCodePurpose;
  onChangeNumber: () => void;
}) {
  const t = useAuthT();
  const resend = useSendPhoneCode();
  return (
    <div className="code-actions">
      <MutationStatus mutation={resend} />
      <button
        type="button"
        className="button button--secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ country: sent.country, number: sent.number, purpose })}
      >
        {resend.isPending ? t('phone.sending') : t('phone.newCode')}
      </button>
      <button type="button" className="button button--link" onClick={onChangeNumber}>
        {t('phone.changeNumber')}
      </button>
    </div>
  );
}

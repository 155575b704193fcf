import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useDialCountries } from '../../../ui/dial-countries';
import { MutationStatus } from '../../../ui/status';
import {
  signInPhoneBody,
  signInPhoneCodeBody,
  useSetSignInPhone,
  useSignInPhoneCode,
  type SignInPhoneCodeBody,
} from '../api/sign-in-phone';
import { useAccountT } from '../i18n';
import { CodeField } from './code-field';
import { PhoneNumberFields } from './phone-number-fields';
import { SettingsForm } from './settings-form';

type SendCode = ReturnType<typeof useSignInPhoneCode>;
type SaveNumber = ReturnType<typeof useSetSignInPhone>;

/** The new number (country by its calling code, the person's own first) and "Text me a code". */
function NumberForm({
  send,
  onSent,
  labelledBy,
}: {
  send: SendCode;
  onSent: () => void;
  labelledBy: string;
}) {
  const t = useAccountT();
  const dial = useDialCountries();
  const form = useZodForm(signInPhoneCodeBody, { country: dial.own, number: '' });
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={send}
      onSubmit={form.submitTo(send, { onSuccess: onSent })}
      submitLabel={send.isSuccess ? t('sms.sendCodeAgain') : t('sms.sendCode')}
      busyLabel={t('proof.sending')}
    >
      <PhoneNumberFields dial={dial} field={form.field} />
    </SettingsForm>
  );
}

/** The code texted to the number it was sent to, and "Save". */
function CodeForm({
  sent,
  save,
  onSaved,
  labelledBy,
}: {
  sent: SignInPhoneCodeBody;
  save: SaveNumber;
  onSaved: () => void;
  labelledBy: string;
}) {
  const t = useAccountT();
  const form = useZodForm(signInPhoneBody, { code: '' });
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={save}
      onSubmit={form.submitTo(save, { extra: () => sent, onSuccess: onSaved })}
      submitLabel={t('signInPhone.save')}
    >
      <CodeField field={form.field('code')} focusWhen={sent} />
    </SettingsForm>
  );
}

/**
 * The number the account signs in with (a code texted to it, no password): shown, and added or
 * changed by a code texted to the new number. Its own chunk with the countries' dial codes.
 */
export function SignInPhoneSetting({
  labelledBy,
  current,
}: {
  labelledBy: string;
  /** The number it signs in with now (E.164), if any. */
  current?: string;
}) {
  const t = useAccountT();
  const send = useSignInPhoneCode();
  const save = useSetSignInPhone();
  const sent = send.isSuccess ? send.variables : undefined;
  return (
    <>
      <p>{current ? t('signInPhone.current', { number: current }) : t('signInPhone.none')}</p>
      {save.isSuccess && !sent ? <MutationStatus mutation={save} /> : null}
      <NumberForm
        key={current ?? 'none'}
        send={send}
        onSent={() => save.reset()}
        labelledBy={labelledBy}
      />
      {sent ? (
        <CodeForm
          key={`${sent.country}${sent.number}`}
          sent={sent}
          save={save}
          onSaved={() => send.reset()}
          labelledBy={labelledBy}
        />
      ) : null}
    </>
  );
}

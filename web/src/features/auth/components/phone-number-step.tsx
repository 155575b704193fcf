import { Link } from 'react-router-dom';
import type { PhoneCodePurpose } from '@core/phone-accounts/schemas';
import type { phoneAccountRoutes } from '@http/routes/phone-accounts';
import type { BodyOf } from '@http/route-contract';
import { errorMessage } from '../../../lib/api-error';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm } from '../../../lib/forms/use-typed-form';
import { SelectField } from '../../../ui/choice-fields';
import { useDialCountries } from '../../../ui/dial-countries';
import { TextField } from '../../../ui/fields';
import { ErrorState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { useSendPhoneCode } from '../api/phone-code';
import { useAuthT } from '../i18n';
import { refusalOf, type CodeSent, type PhoneNumber } from './phone-steps';

const checkBody = lazyCheck(() => import('./phone-checks').then((checks) => checks.checkPhoneCode));

/**
 * The first step of signing in or registering by phone: the country (its calling code, the
 * person's own country first) and the number as they dial it at home, then "Text me a code".
 * A number with no account (signing in) or with one (registering) is offered the other way,
 * with the number carried over.
 */
export function PhoneNumberStep({
  purpose,
  start,
  onSent,
}: {
  purpose: PhoneCodePurpose;
  /** What was typed before: coming back to change it, or from the other page. */
  start?: PhoneNumber;
  onSent: (sent: CodeSent) => void;
}) {
  const t = useAuthT();
  const dial = useDialCountries();
  const send = useSendPhoneCode();
  const form = useTypedForm(
    checkBody,
    { country: start?.country ?? '', number: start?.number ?? '' },
    // The country follows where the person is until they choose one ('' until then).
    (values) => ({ country: values.country || dial.own, number: values.number, purpose }),
  );
  const typed: PhoneNumber = {
    country: form.values.country || dial.own,
    number: form.values.number,
  };
  const refusal = refusalOf(send.error);
  const sender = {
    mutate: (
      body: BodyOf<typeof phoneAccountRoutes.phoneCode>,
      options: { onError: (error: unknown) => void },
    ) =>
      send.mutate(body, {
        onError: options.onError,
        onSuccess: ({ number, minutes }) => onSent({ ...typed, e164: number, minutes }),
      }),
  };

  return (
    <form onSubmit={form.submitTo(sender)} noValidate className="form">
      {refusal && refusal !== 'fields' ? <ErrorState message={errorMessage(send.error)} /> : null}
      {refusal === 'noAccount' && purpose === 'sign-in' ? (
        <Link to="/register/user?with=phone" state={{ phone: typed }}>
          {t('phone.registerThisNumber')}
        </Link>
      ) : null}
      {refusal === 'taken' && purpose === 'register' ? (
        <Link to="/login/user?with=phone" state={{ phone: typed }}>
          {t('phone.signInThisNumber')}
        </Link>
      ) : null}
      <SelectField
        label={t('phone.country')}
        options={dial.codes}
        labelOf={dial.labelOf}
        placeholder={false}
        name="country"
        value={typed.country}
        onChange={(code) => form.set('country', code)}
        error={form.errors.country}
      />
      <TextField
        label={t('phone.number')}
        hint={t('phone.numberHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        {...form.text('number')}
      />
      <SubmitButton busy={send.isPending} busyLabel={t('phone.sending')}>
        {t('phone.sendCode')}
      </SubmitButton>
    </form>
  );
}

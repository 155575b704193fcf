import { countryByName } from '@core/reference/countries';
import { smsTopics } from '@core/sms/schemas';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useMe } from '../../../lib/use-me';
import { useDialCountries } from '../../../ui/dial-countries';
import { CheckboxField, TextField } from '../../../ui/fields';
import { ErrorState, LoadingState, MutationStatus } from '../../../ui/status';
import {
  confirmBody,
  phoneBody,
  useAddSmsPhone,
  useConfirmSms,
  useRemoveSms,
  useSmsSettings,
  useSmsTopics,
  type SmsSettings,
} from '../api/sms';
import { useAccountT } from '../i18n';
import { PhoneNumberFields } from './phone-number-fields';
import { SettingsForm } from './settings-form';

type AddPhone = ReturnType<typeof useAddSmsPhone>;

function PhoneForm({
  settings,
  add,
  labelledBy,
}: {
  settings: SmsSettings;
  /** Held by the section, so its answer stays shown when the form starts again. */
  add: AddPhone;
  labelledBy: string;
}) {
  const t = useAccountT();
  const me = useMe();
  const home = countryByName(me.data?.currently_in)?.countryCode ?? 'ZM';
  const dialCountries = useDialCountries();
  const form = useZodForm(phoneBody, {
    country: settings.phone?.country ?? home,
    number: settings.phone?.national ?? '',
  });
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={add}
      onSubmit={form.submitTo(add)}
      submitLabel={settings.phone ? t('sms.sendCodeAgain') : t('sms.sendCode')}
    >
      <PhoneNumberFields dial={dialCountries} field={form.field} />
    </SettingsForm>
  );
}

type ConfirmPhone = ReturnType<typeof useConfirmSms>;

function CodeForm({
  number,
  confirm,
  labelledBy,
}: {
  number: string;
  confirm: ConfirmPhone;
  labelledBy: string;
}) {
  const t = useAccountT();
  const form = useZodForm(confirmBody, { code: '' });
  return (
    <SettingsForm
      labelledBy={labelledBy}
      mutation={confirm}
      onSubmit={form.submitTo(confirm)}
      submitLabel={t('sms.confirm')}
    >
      <p>{t('sms.codeSent', { number })}</p>
      <TextField
        label={t('sms.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
    </SettingsForm>
  );
}

function Topics({ settings, onRemoved }: { settings: SmsSettings; onRemoved: () => void }) {
  const t = useAccountT();
  const save = useSmsTopics();
  const remove = useRemoveSms();
  const topics = save.isPending && save.variables ? save.variables : settings.topics;
  return (
    <>
      <p>{t('sms.textsGoTo', { number: settings.phone?.number ?? '' })}</p>
      <fieldset>
        <legend>{t('sms.topics')}</legend>
        {smsTopics.map((topic) => (
          <CheckboxField
            key={topic}
            label={t(`sms.topic.${topic}`)}
            name={topic}
            checked={topics[topic]}
            onChange={(checked) => save.mutate({ ...topics, [topic]: checked })}
          />
        ))}
      </fieldset>
      <p className="field__hint">{t('sms.limit', { count: settings.dailyLimit })}</p>
      <MutationStatus mutation={save} />
      <MutationStatus mutation={remove} />
      <button
        type="button"
        className="button button--secondary"
        disabled={remove.isPending}
        onClick={() => remove.mutate(undefined, { onSuccess: onRemoved })}
      >
        {t('sms.remove')}
      </button>
    </>
  );
}

/** Text messages: a phone confirmed with a texted code, then what to be texted about. */
export function TextMessagesSetting({ labelledBy }: { labelledBy: string }) {
  const t = useAccountT();
  const settings = useSmsSettings();
  const add = useAddSmsPhone();
  // Held here: the code form goes once the number is confirmed, its answer stays.
  const confirm = useConfirmSms();
  if (settings.isPending) return <LoadingState label={t('sms.loading')} />;
  if (settings.isError)
    return (
      <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
    );
  const { phone } = settings.data;
  return (
    <>
      {phone ? null : <p>{t('sms.none')}</p>}
      <PhoneForm
        key={phone?.number ?? 'none'}
        settings={settings.data}
        add={add}
        labelledBy={labelledBy}
      />
      {phone && !phone.confirmed && phone.codePending ? (
        <CodeForm number={phone.number} confirm={confirm} labelledBy={labelledBy} />
      ) : null}
      {phone?.confirmed ? (
        <>
          <MutationStatus mutation={confirm} />
          <Topics
            settings={settings.data}
            onRemoved={() => {
              add.reset();
              confirm.reset();
            }}
          />
        </>
      ) : null}
    </>
  );
}

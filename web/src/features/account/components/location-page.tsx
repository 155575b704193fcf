import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { textsOf, useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { useMe, type Me, type OwnRecord } from '../../../lib/use-me';
import { LocationFields, type LocationValues } from '../../../ui/location-fields';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SuccessState } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { useChangeLocation, type LocationBody } from '../api/location';
import { useAccountT } from '../i18n';

const checkBody = lazyCheck(() =>
  import('./location-check').then((checks) => checks.checkLocation),
);

function LocationForm({ me }: { me: Me }) {
  const t = useAccountT();
  const save = useChangeLocation();
  const [saved, setSaved] = useState<OwnRecord>();
  const form = useTypedForm(
    checkBody,
    textsOf(me, ['currently_in', 'region', 'town'] as const),
    (values) => ({ ...withoutBlanks(values), version: me.version ?? 1 }),
  );
  const mutation = {
    isPending: save.isPending,
    mutate: (body: LocationBody, options: { onError: (error: unknown) => void }) =>
      save.mutate(body, { ...options, onSuccess: setSaved }),
  };
  return (
    <form className="form" noValidate onSubmit={form.submitTo(mutation)}>
      <p>{t('location.now', { phoneCode: me.phone_code ?? '', currency: me.currency ?? '' })}</p>
      <LocationFields
        values={form.values}
        errors={form.errors}
        onChange={(changes) => {
          for (const [name, value] of Object.entries(changes))
            form.set(name as keyof LocationValues, value);
        }}
      />
      {save.isError ? <ErrorState message={errorMessage(save.error)} /> : null}
      {saved && !save.isPending ? (
        <SuccessState>
          <p>{t('location.saved', { currency: saved.currency ?? '' })}</p>
        </SuccessState>
      ) : null}
      <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
        {t('location.save')}
      </SubmitButton>
    </form>
  );
}

/**
 * /my_account/parent/location/locations_edit/:return (the spec's locations_edit): the country
 * a parent is priced and charged in, and their region and town.
 */
export function LocationPage() {
  const me = useMe();
  const t = useAccountT();
  return (
    <Page title={t('location.title')} narrow>
      <p>{t('location.intro')}</p>
      {me.isPending ? <LoadingState /> : null}
      {me.isError ? (
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      ) : null}
      {me.data ? <LocationForm key={me.data.version} me={me.data} /> : null}
    </Page>
  );
}

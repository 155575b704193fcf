import { useState, type FormEvent } from 'react';
import type { PriceCurrency } from '@core/reference/prices';
import { errorMessage } from '../../../../lib/api-error';
import { useFocusOnRefusal } from '../../../../lib/forms/focus-on-refusal';
import { SelectField } from '../../../../ui/choice-fields';
import { TextField } from '../../../../ui/fields';
import { ErrorState, LoadingState, SuccessState } from '../../../../ui/status';
import { SubmitButton } from '../../../../ui/submit-button';
import { useMinimums, useSetMinimum } from '../api/commissions';
import { useCommissionsT } from '../i18n';
import { money, typedMinor } from './amounts';

/** commission_minimum/<currency>: the least an institution may withdraw, set by an admin. */
export function MinimumsSection() {
  const t = useCommissionsT();
  const minimums = useMinimums();
  const save = useSetMinimum();
  const [currency, setCurrency] = useState<PriceCurrency>('ZMW');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const { sentFrom, refused } = useFocusOnRefusal();
  const current = minimums.data?.minimums.find((m) => m.currency === currency);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const minor = typedMinor(typed, currency);
    if (!minor) {
      setError(t('minimum.invalid'));
      return refused();
    }
    setError(undefined);
    save.mutate({ currency, minimum_minor: minor });
  };
  return (
    <section aria-labelledby="minimum-title" className="card">
      <h2 id="minimum-title">{t('minimum.title')}</h2>
      <p>{t('minimum.intro')}</p>
      {minimums.isPending ? (
        <LoadingState label={t('minimum.loading')} />
      ) : minimums.isError ? (
        <ErrorState
          message={errorMessage(minimums.error)}
          onRetry={() => void minimums.refetch()}
        />
      ) : (
        <form onSubmit={submit} noValidate className="form">
          {save.isSuccess ? (
            <SuccessState>
              <p>
                {t('minimum.saved', {
                  currency: save.data.currency,
                  amount: money(save.data.minimumMinor, save.data.currency),
                })}
              </p>
            </SuccessState>
          ) : null}
          {save.isError ? <ErrorState message={errorMessage(save.error)} /> : null}
          <SelectField
            label={t('minimum.currency')}
            name="currency"
            value={currency}
            options={minimums.data.minimums.map((m) => m.currency)}
            labelOf={(option) => option}
            placeholder={false}
            onChange={(value) => {
              setCurrency(value as PriceCurrency);
              save.reset();
            }}
            hint={
              current
                ? t('minimum.current', {
                    amount: money(current.minimumMinor, current.currency),
                    which: t(current.set ? 'minimum.set' : 'minimum.default'),
                  })
                : undefined
            }
          />
          <TextField
            label={t('minimum.label')}
            name="minimum"
            required
            inputMode="decimal"
            value={typed}
            onChange={setTyped}
            error={error}
          />
          <SubmitButton busy={save.isPending} busyLabel={t('minimum.saving')}>
            {t('minimum.save')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

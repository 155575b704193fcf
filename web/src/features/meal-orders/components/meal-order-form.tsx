import { todayIn } from '@core/reference/time-zone';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { EmailField, TextField } from '../../../ui/fields';
import { LocationFields } from '../../../ui/location-fields';
import { SubmitButton } from '../../../ui/submit-button';
import type { MealOrderBody } from '../api/order-meals';
import { useMealOrdersT } from '../i18n';

const checkBody = lazyCheck(() =>
  import('./meal-order-check').then((checks) => checks.checkMealOrder),
);

interface SaveMutation {
  isPending: boolean;
  mutate: (body: MealOrderBody, options: { onError: (error: unknown) => void }) => void;
}

/** The parent's meal order: what to cook and for whom, from when, the budget and the place. */
export function MealOrderForm({ email, save }: { email: string; save: SaveMutation }) {
  const t = useMealOrdersT();
  const form = useTypedForm(
    checkBody,
    {
      email,
      contact: '',
      info: '',
      // Today where the meals are cooked: Zambia's day (the country starts unchosen), not UTC's.
      start_date: todayIn(),
      salary: '',
      currently_in: '',
      region: '',
      town: '',
    },
    withoutBlanks,
  );
  type Name = keyof typeof form.values;
  return (
    <form className="form" noValidate onSubmit={form.submitTo(save)}>
      <fieldset className="field choice">
        <legend>{t('form.contact')}</legend>
        <EmailField
          label={t('form.email')}
          hint={t('form.emailHint')}
          required
          {...form.text('email')}
        />
        <TextField
          label={t('form.contactName')}
          autoComplete="name"
          required
          {...form.text('contact')}
        />
      </fieldset>
      <fieldset className="field choice">
        <legend>{t('form.meals')}</legend>
        <TextField
          label={t('form.info')}
          hint={t('form.infoHint')}
          multiline
          required
          {...form.text('info')}
        />
        <TextField label={t('form.startDate')} type="date" required {...form.text('start_date')} />
        <TextField
          label={t('form.budget')}
          hint={t('form.budgetHint')}
          required
          {...form.text('salary')}
        />
      </fieldset>
      <LocationFields
        legend={t('form.where')}
        required
        values={form.values}
        errors={form.errors}
        onChange={(changes) => {
          for (const [name, value] of Object.entries(changes)) form.set(name as Name, value);
        }}
      />
      {form.hasErrors ? (
        <p className="inline-error" role="alert">
          {t('form.fix')}
        </p>
      ) : null}
      <SubmitButton busy={save.isPending} busyLabel={t('form.sending')}>
        {t('form.submit')}
      </SubmitButton>
    </form>
  );
}

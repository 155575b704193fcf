import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { EmailField, TextField } from '../../../ui/fields';
import { LocationFields } from '../../../ui/location-fields';
import { SubmitButton } from '../../../ui/submit-button';

const checkBody = lazyCheck(() =>
  import('./meal-order-check').then((checks) => checks.checkMealOrder),
);

const today = () => new Date().toISOString().slice(0, 10);

interface SaveMutation {
  isPending: boolean;
  mutate: (body: unknown, options: { onError: (error: unknown) => void }) => void;
}

/** The parent's meal order: what to cook and for whom, from when, the budget and the place. */
export function MealOrderForm({ email, save }: { email: string; save: SaveMutation }) {
  const form = useTypedForm(
    checkBody,
    {
      email,
      contact: '',
      info: '',
      start_date: today(),
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
        <legend>Contact</legend>
        <EmailField
          label="E-mail *"
          hint="Only the cook who takes the order sees it."
          {...form.text('email')}
        />
        <TextField label="Contact name *" autoComplete="name" {...form.text('contact')} />
      </fieldset>
      <fieldset className="field choice">
        <legend>The meals</legend>
        <TextField
          label="Which meals, and for whom *"
          hint="For example: lunch and supper for my father after an operation, soft food, no salt."
          multiline
          {...form.text('info')}
        />
        <TextField label="Start date *" type="date" {...form.text('start_date')} />
        <TextField label="Budget *" hint="For example: ZMW 600 per week" {...form.text('salary')} />
      </fieldset>
      <LocationFields
        legend="Where the meals go"
        values={form.values}
        errors={form.errors}
        onChange={(changes) => {
          for (const [name, value] of Object.entries(changes)) form.set(name as Name, value);
        }}
      />
      {form.hasErrors ? (
        <p className="inline-error" role="alert">
          Please correct the fields marked above.
        </p>
      ) : null}
      <SubmitButton busy={save.isPending} busyLabel="Sending…">
        Order meals
      </SubmitButton>
    </form>
  );
}

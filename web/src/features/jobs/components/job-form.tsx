import { jobSelects } from '@core/jobs/job-options';
import { positions } from '@core/reference/positions';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { withoutBlanks, textsOf, useTypedForm } from '../../../lib/forms/use-typed-form';
import { SelectField } from '../../../ui/choice-fields';
import { CheckboxField, EmailField, TextField } from '../../../ui/fields';
import { LocationFields } from '../../../ui/location-fields';
import { SubmitButton } from '../../../ui/submit-button';
import type { Job } from '../api/jobs-api';

const checkBody = lazyCheck(() => import('./job-check').then((checks) => checks.checkJob));

const today = () => new Date().toISOString().slice(0, 10);
const dateOf = (timestamp?: number) =>
  timestamp ? new Date(timestamp).toISOString().slice(0, 10) : today();

type Requirement = Exclude<keyof typeof jobSelects, 'duration'>;
const requirementSelects: [name: Requirement, label: string][] = [
  ['sex', 'Sex'],
  ['education', 'Education'],
  ['number_kids', 'Number of children'],
  ['age_range', "Children's ages"],
  ['pets', 'Pets in the home'],
  ['cpr', 'CPR / first aid needed'],
  ['driver', 'Must drive'],
  ['full_part_time', 'Full or part time'],
  ['live_in_out', 'Live in or out'],
  ['language', 'Language'],
];

/** Spec section 2: each select starts at its first option; start date today; country unset. */
const initialOf = (job: Partial<Job> = {}, email = '') => ({
  ...textsOf(job, [
    'contact',
    'position',
    'salary',
    'hours',
    'qualifications',
    'region',
    'town',
    'info',
  ] as const),
  email: job.email ?? email,
  start_date: dateOf(job.start_date),
  duration: job.duration ?? jobSelects.duration[0],
  ...(Object.fromEntries(
    requirementSelects.map(([name]) => [name, String(job[name] ?? jobSelects[name][0])]),
  ) as Record<(typeof requirementSelects)[number][0], string>),
  currently_in: job.currently_in ?? '',
  terms: job.terms ?? false,
});
type Values = ReturnType<typeof initialOf>;

interface SaveMutation {
  isPending: boolean;
  mutate: (body: unknown, options: { onError: (error: unknown) => void }) => void;
}

/** The job posting form of spec section 2, in its four sections; asterisks mark required fields. */
export function JobForm({
  job,
  email,
  save,
  submitLabel,
}: {
  job?: Job;
  email: string;
  save: SaveMutation;
  submitLabel: string;
}) {
  const form = useTypedForm(checkBody, initialOf(job, email), (values: Values) =>
    withoutBlanks(values),
  );
  const select = (name: keyof typeof jobSelects, label: string) => (
    <SelectField
      key={name}
      label={label}
      options={jobSelects[name]}
      placeholder={false}
      {...form.text(name)}
    />
  );
  return (
    <form className="form" noValidate onSubmit={form.submitTo(save)}>
      <fieldset className="field choice">
        <legend>Contact</legend>
        <EmailField label="E-mail *" hint="Not shown publicly." {...form.text('email')} />
        <TextField label="Contact name *" autoComplete="name" {...form.text('contact')} />
      </fieldset>
      <fieldset className="field choice">
        <legend>Job details</legend>
        <SelectField label="Position *" options={positions} {...form.text('position')} />
        <TextField label="Start date *" type="date" {...form.text('start_date')} />
        <TextField
          label="Salary *"
          hint="For example: ZMW 3000 per month"
          {...form.text('salary')}
        />
        <TextField label="Hours *" hint="30-40 hours per week" {...form.text('hours')} />
        {select('duration', 'Duration *')}
      </fieldset>
      <fieldset className="field choice">
        <legend>Requirements</legend>
        <TextField label="Qualifications" {...form.text('qualifications')} />
        {requirementSelects.map(([name, label]) => select(name, label))}
      </fieldset>
      <LocationFields
        legend="Location"
        values={form.values}
        errors={form.errors}
        onChange={(changes) => {
          for (const [name, value] of Object.entries(changes))
            form.set(name as keyof Values, value);
        }}
      />
      <TextField label="Anything else caregivers should know" multiline {...form.text('info')} />
      <CheckboxField
        label="I agree to the terms and conditions"
        name="terms"
        checked={form.values.terms}
        onChange={(checked) => form.set('terms', checked)}
        error={form.errors.terms}
      />
      {form.hasErrors ? (
        <p className="inline-error" role="alert">
          Please correct the fields marked above.
        </p>
      ) : null}
      <SubmitButton busy={save.isPending} busyLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
